import { queryOptions } from '@tanstack/react-query'
import { fetchFreeLesson, fetchStudentLesson, fetchTeacherLesson } from './lessons.functions'

const lessonKeys = {
  all: ['lessons'] as const,
  student: (itemId: string) => [...lessonKeys.all, 'student', itemId] as const,
  teacher: (itemId: string) => [...lessonKeys.all, 'teacher', itemId] as const,
  free: (lessonId: string) => [...lessonKeys.all, 'free', lessonId] as const,
}

// The player owns its state once open: a refetch must not pull code out from under the child.
const playerDefaults = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  gcTime: 0,
} as const

export const studentLessonQuery = (itemId: string) =>
  queryOptions({
    queryKey: lessonKeys.student(itemId),
    queryFn: () => fetchStudentLesson({ data: { itemId } }),
    ...playerDefaults,
  })

export const teacherLessonQuery = (itemId: string) =>
  queryOptions({
    queryKey: lessonKeys.teacher(itemId),
    queryFn: () => fetchTeacherLesson({ data: { itemId } }),
    ...playerDefaults,
  })

export const freeLessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: lessonKeys.free(lessonId),
    queryFn: () => fetchFreeLesson({ data: { lessonId } }),
    ...playerDefaults,
  })
