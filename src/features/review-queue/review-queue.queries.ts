import { queryOptions } from '@tanstack/react-query'
import { fetchQueueWork, fetchReviewQueue } from './review-queue.functions'

export const queueKeys = {
  all: ['review-queue'] as const,
  queue: (classId: string, itemId: string) => ['review-queue', 'queue', classId, itemId] as const,
  work: (classId: string, itemId: string, studentId: string) =>
    ['review-queue', 'work', classId, itemId, studentId] as const,
}

export const reviewQueueQuery = (classId: string, itemId: string) =>
  queryOptions({
    queryKey: queueKeys.queue(classId, itemId),
    queryFn: () => fetchReviewQueue({ data: { classId, itemId } }),
  })

/** One child's work; kept a minute so going back and forth never asks again (decision 193). */
export const queueWorkQuery = (classId: string, itemId: string, studentId: string) =>
  queryOptions({
    queryKey: queueKeys.work(classId, itemId, studentId),
    queryFn: () => fetchQueueWork({ data: { classId, itemId, studentId } }),
    staleTime: 60_000,
  })
