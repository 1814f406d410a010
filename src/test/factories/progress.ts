import type { Db } from '@/server/db/client'
import { lessonProgress } from '@/server/db/schema'

export interface ProgressOverrides {
  status?: 'not_started' | 'in_progress' | 'completed'
  attempts?: number
  timeSpentSeconds?: number
  updatedAt?: Date
  /** Defaults to `updatedAt` (a lesson last touched a month ago was started then too). */
  startedAt?: Date | null
  completedAt?: Date | null
}

/** A student's progress in one lesson item of a course (in progress, one attempt, a minute). */
export async function createProgress(
  db: Db,
  student: { profileId: string; schoolId: string },
  item: { itemId: string; lessonId: string },
  overrides: ProgressOverrides = {},
) {
  const status = overrides.status ?? 'in_progress'
  const [row] = await db
    .insert(lessonProgress)
    .values({
      profileId: student.profileId,
      schoolId: student.schoolId,
      cardSectionItemId: item.itemId,
      lessonId: item.lessonId,
      status,
      attempts: overrides.attempts ?? 1,
      timeSpentSeconds: overrides.timeSpentSeconds ?? 60,
      startedAt:
        overrides.startedAt !== undefined
          ? overrides.startedAt
          : status === 'not_started'
            ? null
            : (overrides.updatedAt ?? new Date()),
      completedAt: overrides.completedAt ?? (status === 'completed' ? new Date() : null),
      updatedAt: overrides.updatedAt ?? new Date(),
    })
    .returning()
  return row!
}
