import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { type Actor, isSchoolAdmin } from '@/server/auth/actor'
import { manageableClasses, manageableStudents } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  activity,
  cardSectionItems,
  cardSections,
  cards,
  lessonProgress,
  lessons,
  profiles,
  schoolClasses,
} from '@/server/db/schema'

/**
 * Activity screens: recent activity (/dashboard/activity) and "my lesson activity"
 * (/dashboard/profile/activity). Who sees which entries follows decision 042: admins and staff the
 * whole school, a teacher the classes they teach, a student only their own.
 */

export const ACTIVITY_PAGE_SIZE = 50

/** The names and ids an entry's sentence needs (flat JSON). */
type ActivitySubject = Record<string, string | number | boolean | null | string[]>

export interface ActivityEntry {
  id: string
  kind: string
  subject: ActivitySubject
  actorName: string | null
  actorRole: Actor['role'] | null
  createdAt: Date
}

export interface ActivityPage {
  entries: ActivityEntry[]
  /** The last entry's id: pass it back as `before` for older entries; null at the end. */
  nextBefore: string | null
  /** The whole school (admins, staff), a teacher's classes, or a student's own. */
  scope: 'school' | 'classes' | 'mine'
}

function scopeOf(actor: Actor): ActivityPage['scope'] {
  if (actor.visitorType === 'student') return 'mine'
  return isSchoolAdmin(actor) ? 'school' : 'classes'
}

/**
 * The entries an actor may read, inside their school. A teacher reads their own entries, those of
 * the students they may manage (decision 042), and those about a class they teach (`classId` in
 * the subject: joins and sign-in locks); the school's other adults' actions are the admins'.
 */
function visibleActivity(actor: Actor): SQL {
  const inSchool = eq(activity.schoolId, actor.schoolId)
  const scope = scopeOf(actor)
  if (scope === 'school') return inSchool
  const own = eq(activity.profileId, actor.profileId)
  if (scope === 'mine') return and(inSchool, own)!
  return and(
    inSchool,
    or(
      own,
      sql`${q(activity.profileId)} in (select ${q(profiles.id)} from ${profiles} where ${manageableStudents(actor)})`,
      sql`${q(activity.subject)}->>'classId' in (select ${q(schoolClasses.id)}::text from ${schoolClasses} where ${manageableClasses(actor)})`,
    ),
  )!
}

export async function listActivity(
  db: Db,
  actor: Actor,
  input: { before?: string } = {},
): Promise<ActivityPage> {
  const rows = await db
    .select({
      id: activity.id,
      kind: activity.kind,
      subject: activity.subject,
      actorName: profiles.name,
      actorRole: profiles.role,
      createdAt: activity.createdAt,
    })
    .from(activity)
    .leftJoin(profiles, eq(profiles.id, activity.profileId))
    .where(
      and(
        visibleActivity(actor),
        // Keyset (decision 140): below the last entry shown in (time, id) order, so entries of
        // the same instant are neither skipped nor repeated.
        input.before
          ? sql`(${activity.createdAt}, ${activity.id}) < (select created_at, id from ${activity} as shown where shown.id = ${input.before})`
          : undefined,
      ),
    )
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1)
  const entries = rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
    ...row,
    subject: (row.subject ?? {}) as ActivitySubject,
  }))
  const last = entries.at(-1)
  return {
    entries,
    nextBefore: rows.length > ACTIVITY_PAGE_SIZE && last ? last.id : null,
    scope: scopeOf(actor),
  }
}

export interface LessonActivity {
  progressId: string
  cardSectionItemId: string
  lessonTitle: string
  courseTitle: string
  cardId: string
  status: 'not_started' | 'in_progress' | 'completed'
  attempts: number
  timeSpentSeconds: number
  startedAt: Date | null
  completedAt: Date | null
  updatedAt: Date
}

/** The actor's own lessons, most recently worked on first (students and adults trying lessons). */
export async function listMyLessonActivity(db: Db, actor: Actor): Promise<LessonActivity[]> {
  return db
    .select({
      progressId: lessonProgress.id,
      cardSectionItemId: lessonProgress.cardSectionItemId,
      lessonTitle: lessons.title,
      courseTitle: cards.title,
      cardId: cards.id,
      status: lessonProgress.status,
      attempts: lessonProgress.attempts,
      timeSpentSeconds: lessonProgress.timeSpentSeconds,
      startedAt: lessonProgress.startedAt,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(cardSectionItems, eq(cardSectionItems.id, lessonProgress.cardSectionItemId))
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .where(and(eq(lessonProgress.profileId, actor.profileId), eq(lessonProgress.schoolId, actor.schoolId)))
    .orderBy(desc(lessonProgress.updatedAt))
    .limit(200)
}

/** Totals for the header of "my lesson activity". */
export function summarizeLessons(rows: LessonActivity[]) {
  return {
    completed: rows.filter((row) => row.status === 'completed').length,
    inProgress: rows.filter((row) => row.status === 'in_progress').length,
    minutes: Math.round(rows.reduce((sum, row) => sum + row.timeSpentSeconds, 0) / 60),
  }
}
