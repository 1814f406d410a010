import { queryOptions } from '@tanstack/react-query'
import type { GuestLesson, SaveRequest, SaveResponse } from '@/features/progress'
import {
  fetchFreeLesson,
  fetchStudentLesson,
  fetchTeacherLesson,
  importGuestLessons,
  saveLessonCode,
} from './lessons.functions'

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

/** Saves one step's code of a course item: what the autosaver and the upload of kept copies send. */
export function saveStepCode(
  itemId: string,
  stepKey: string,
  request: SaveRequest,
  extra: { clientId?: string; timeSpentSeconds?: number } = {},
): Promise<SaveResponse> {
  return saveLessonCode({
    data: {
      itemId,
      stepKey,
      baseRevision: request.baseRevision,
      code: request.code,
      blocksJson: (request.blocksJson ?? null) as never,
      ...extra,
    },
  })
}

/** Code kept in this browser after a sign-out, sent once the same child is back. */
export const saveRestoredCode = (itemId: string, stepKey: string, request: SaveRequest) =>
  saveStepCode(itemId, stepKey, request, { clientId: 'restored' })

/** A guest's free-lesson work, into the signed-in child's account. */
export const importGuestWork = (lessons: GuestLesson[]) => importGuestLessons({ data: { lessons } })
