import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { courseKeys } from '@/features/courses/courses.queries'
import { createLessonShare, fetchSharedLesson, revokeLessonShare } from './sharing.functions'

export const sharedLessonQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['sharing', shareId] as const,
    queryFn: () => fetchSharedLesson({ data: { shareId } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  })

export function useCreateShare(cardId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (itemId: string) => createLessonShare({ data: { itemId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.teacherCourse(cardId) }),
  })
}

export function useRevokeShare(cardId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) => revokeLessonShare({ data: { shareId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseKeys.teacherCourse(cardId) }),
  })
}
