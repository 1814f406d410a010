import { and, eq } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import { activity, lessonProgress } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/**
 * A student's progress row on one course item (decision 198): reading it, locking it for a save,
 * and what every save does to it (started, time, activity). It knows no lesson: the lessons
 * feature checks the item, the student's access and their version once, then hands over the plain
 * facts (`Work`) and what to save.
 */

/** At most this much time counts from one report (a tab left open overnight is not work). */
const MAX_SECONDS_PER_REPORT = 300

export type ProgressRow = typeof lessonProgress.$inferSelect

/** Whose work, on which course item, of which lesson and version: checked by the caller. */
export interface Work {
  profileId: string
  schoolId: string
  itemId: string
  lessonId: string
  /** The version the student works on (their started one, or the current one). */
  versionId: string
  /** For the activity feed. */
  lessonTitle: string
}

/** The student's progress row for an item, if any (no lock: for reading). */
export async function progressOf(db: Db, profileId: string, itemId: string): Promise<ProgressRow | null> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), eq(lessonProgress.cardSectionItemId, itemId)))
  return row ?? null
}

/**
 * The version the student started, read under a lock when the row exists, so saves of one lesson
 * happen one after another. The caller picks the version from it before saving.
 */
export async function startedVersion(db: Db, profileId: string, itemId: string): Promise<string | null> {
  const [row] = await db
    .select({ lessonVersionId: lessonProgress.lessonVersionId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.profileId, profileId), eq(lessonProgress.cardSectionItemId, itemId)))
    .for('update')
  return row?.lessonVersionId ?? null
}

/** The row for this work, created on first use, locked, on the version given. */
export async function lockProgress(db: Db, work: Work): Promise<ProgressRow> {
  await db
    .insert(lessonProgress)
    .values({
      profileId: work.profileId,
      schoolId: work.schoolId,
      cardSectionItemId: work.itemId,
      lessonId: work.lessonId,
      lessonVersionId: work.versionId,
    })
    .onConflictDoNothing({ target: [lessonProgress.profileId, lessonProgress.cardSectionItemId] })
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(
      and(eq(lessonProgress.profileId, work.profileId), eq(lessonProgress.cardSectionItemId, work.itemId)),
    )
    .for('update')
  if (!row) throw new HttpError(500, m.progress_error_not_saved())
  if (row.lessonVersionId !== work.versionId) {
    await db
      .update(lessonProgress)
      .set({ lessonVersionId: work.versionId })
      .where(eq(lessonProgress.id, row.id))
  }
  return { ...row, lessonVersionId: work.versionId }
}

export async function noteActivity(db: Db, work: Work, kind: 'lesson_started' | 'lesson_completed') {
  await db.insert(activity).values({
    schoolId: work.schoolId,
    profileId: work.profileId,
    kind,
    subject: { lessonId: work.lessonId, itemId: work.itemId, lessonTitle: work.lessonTitle },
  })
}

/** The columns that mark the row started, and its activity, the first time work arrives. */
export async function markStarted(db: Db, work: Work, row: ProgressRow) {
  if (row.status !== 'not_started') return {}
  await noteActivity(db, work, 'lesson_started')
  return { status: 'in_progress' as const, startedAt: new Date() }
}

/** The row's time with one report's seconds added, capped per report. */
export const addedSeconds = (row: ProgressRow, seconds: number | undefined) =>
  row.timeSpentSeconds + Math.min(seconds ?? 0, MAX_SECONDS_PER_REPORT)
