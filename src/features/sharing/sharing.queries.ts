import { queryOptions } from '@tanstack/react-query'
import { fetchSharedLesson } from './sharing.functions'

export const sharedLessonQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['sharing', shareId] as const,
    queryFn: () => fetchSharedLesson({ data: { shareId } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  })
