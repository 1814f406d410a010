import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { type Actor, assertActor } from '@/server/auth/actor'
import { activeManageableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  classMembers,
  lessonProgress,
  lessons,
  profiles,
  schoolClasses,
  schools,
  users,
} from '@/server/db/schema'

/**
 * The dashboard overview (PRODUCT.md §3): this week's activity in my classes, students stuck on a
 * lesson, and for admins the school's getting-started checklist with live progress.
 */

/** A student is stuck on a lesson after this many runs, or this long, without finishing it. */
export const STUCK_ATTEMPTS = 5
const STUCK_SECONDS = 15 * 60
const WEEK_MS = 7 * 86_400_000
const STUCK_WINDOW_MS = 14 * 86_400_000

interface ClassWeek {
  id: string
  name: string
  joinCode: string
  students: number
  /** Children who ran or worked on a lesson in the last 7 days (a first Run counts). */
  activeThisWeek: number
  /** Lessons children began in the last 7 days: their first Run, a step or a save. */
  lessonsStartedThisWeek: number
  lessonsCompletedThisWeek: number
}

interface StuckStudent {
  profileId: string
  name: string
  className: string
  lessonTitle: string
  cardSectionItemId: string
  attempts: number
  minutes: number
  updatedAt: Date
}

export type ChecklistKey = 'school' | 'teachers' | 'class' | 'students' | 'lesson'

export interface ChecklistItem {
  key: ChecklistKey
  done: boolean
  /** A number that shows progress, e.g. how many teachers. */
  count: number
}

export interface Overview {
  name: string
  schoolName: string
  /** The actor's classes (every class of the school for admins), up to 12, busiest first. */
  classes: ClassWeek[]
  totalClasses: number
  stuck: StuckStudent[]
  /** For admins and staff. */
  checklist: ChecklistItem[] | null
  /** A teacher with no class yet is offered the setup wizard. */
  needsSetup: boolean
  /** When this was read: "5 minutes ago" is counted from it (the page polls, decision 098). */
  checkedAt: Date
}

export async function getOverview(db: Db, actor: Actor, now = new Date()): Promise<Overview> {
  assertActor(actor, ...ADULTS)
  const weekAgo = new Date(now.getTime() - WEEK_MS)
  const stuckSince = new Date(now.getTime() - STUCK_WINDOW_MS)

  const classRows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      joinCode: schoolClasses.joinCode,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${qualified(schoolClasses.id)})`,
      activeThisWeek: sql<number>`(select count(distinct ${qualified(lessonProgress.profileId)})::int
        from ${lessonProgress} join ${classMembers} on ${qualified(classMembers.profileId)} = ${qualified(lessonProgress.profileId)}
        where ${classMembers.classId} = ${qualified(schoolClasses.id)} and ${lessonProgress.updatedAt} >= ${weekAgo.toISOString()})`,
      lessonsStartedThisWeek: sql<number>`(select count(*)::int
        from ${lessonProgress} join ${classMembers} on ${qualified(classMembers.profileId)} = ${qualified(lessonProgress.profileId)}
        where ${classMembers.classId} = ${qualified(schoolClasses.id)} and ${lessonProgress.startedAt} >= ${weekAgo.toISOString()})`,
      lessonsCompletedThisWeek: sql<number>`(select count(*)::int
        from ${lessonProgress} join ${classMembers} on ${qualified(classMembers.profileId)} = ${qualified(lessonProgress.profileId)}
        where ${classMembers.classId} = ${qualified(schoolClasses.id)} and ${lessonProgress.completedAt} >= ${weekAgo.toISOString()})`,
    })
    .from(schoolClasses)
    .where(activeManageableClasses(actor))
    .orderBy(asc(schoolClasses.name))
  const classes = classRows
    .map((row) => ({
      ...row,
      students: Number(row.students),
      activeThisWeek: Number(row.activeThisWeek),
      lessonsStartedThisWeek: Number(row.lessonsStartedThisWeek),
      lessonsCompletedThisWeek: Number(row.lessonsCompletedThisWeek),
    }))
    .sort((a, b) => b.activeThisWeek - a.activeThisWeek || a.name.localeCompare(b.name))

  const classIds = classRows.map((row) => row.id)
  const stuckRows =
    classIds.length === 0
      ? []
      : await db
          .selectDistinctOn([lessonProgress.id], {
            progressId: lessonProgress.id,
            profileId: profiles.id,
            name: profiles.name,
            className: schoolClasses.name,
            lessonTitle: lessons.title,
            cardSectionItemId: lessonProgress.cardSectionItemId,
            attempts: lessonProgress.attempts,
            seconds: lessonProgress.timeSpentSeconds,
            updatedAt: lessonProgress.updatedAt,
          })
          .from(lessonProgress)
          .innerJoin(profiles, eq(profiles.id, lessonProgress.profileId))
          .innerJoin(classMembers, eq(classMembers.profileId, profiles.id))
          .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
          .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
          .where(
            and(
              eq(lessonProgress.schoolId, actor.schoolId),
              inArray(classMembers.classId, classIds),
              eq(lessonProgress.status, 'in_progress'),
              gte(lessonProgress.updatedAt, stuckSince),
              or(
                gte(lessonProgress.attempts, STUCK_ATTEMPTS),
                gte(lessonProgress.timeSpentSeconds, STUCK_SECONDS),
              ),
              isNull(profiles.archivedAt),
            ),
          )
          .orderBy(lessonProgress.id, asc(schoolClasses.name))
  const stuck = stuckRows
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, 10)
    .map(({ progressId: _id, seconds, ...row }) => ({ ...row, minutes: Math.round(seconds / 60) }))

  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, actor.schoolId))
  const checklist = actor.visitorType === 'teacher' ? null : await getChecklist(db, actor.schoolId)
  return {
    name: actor.name,
    schoolName: school?.name ?? '',
    classes: classes.slice(0, 12),
    totalClasses: classes.length,
    stuck,
    checklist,
    needsSetup: actor.visitorType === 'teacher' && classes.length === 0,
    checkedAt: now,
  }
}

/** The getting-started checklist of a school, counted live. */
export async function getChecklist(db: Db, schoolId: string): Promise<ChecklistItem[]> {
  const [row] = await db
    .select({
      hasDetails: sql<boolean>`${schools.logoFileId} is not null or ${schools.address} is not null`,
      // The school's own people: CodeSchool staff holding a profile here do not count.
      team: sql<number>`(select count(*)::int from ${profiles}
        join ${users} on ${qualified(users.id)} = ${qualified(profiles.userId)}
        where ${qualified(profiles.schoolId)} = ${qualified(schools.id)}
        and ${qualified(profiles.role)} in ('TEACHER', 'ADMIN') and ${qualified(profiles.archivedAt)} is null
        and ${qualified(users.userRole)} is null)`,
      classes: sql<number>`(select count(*)::int from ${schoolClasses} where ${schoolClasses.schoolId} = ${qualified(schools.id)}
        and ${schoolClasses.archivedAt} is null)`,
      students: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schools.id)}
        and ${profiles.role} in ('STUDENT', 'STUDENT_SESSION') and ${profiles.archivedAt} is null)`,
      lessons: sql<number>`(select count(*)::int from ${lessonProgress} where ${lessonProgress.schoolId} = ${qualified(schools.id)})`,
    })
    .from(schools)
    .where(eq(schools.id, schoolId))
  const team = Number(row?.team ?? 0)
  const classes = Number(row?.classes ?? 0)
  const students = Number(row?.students ?? 0)
  const lessonsTried = Number(row?.lessons ?? 0)
  // The first class comes first: it is what gets children coding; details and a team can wait.
  return [
    { key: 'class', done: classes > 0, count: classes },
    { key: 'students', done: students > 0, count: students },
    { key: 'lesson', done: lessonsTried > 0, count: lessonsTried },
    // The admin who set the school up is one; someone else makes it a team.
    { key: 'teachers', done: team > 1, count: Math.max(0, team - 1) },
    { key: 'school', done: Boolean(row?.hasDetails), count: row?.hasDetails ? 1 : 0 },
  ]
}

/** The courses a class can be given in the setup wizard: the published catalog and the school's own. */
export async function listSetupCourses(db: Db, actor: Actor) {
  assertActor(actor, ...ADULTS)
  return db
    .select({
      id: cards.id,
      title: cards.title,
      description: cards.description,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
      color: cards.color,
      lessons: sql<number>`(select count(*)::int from ${cardSectionItems} join ${cardSections}
        on ${qualified(cardSections.id)} = ${qualified(cardSectionItems.sectionId)}
        where ${cardSections.cardId} = ${qualified(cards.id)} and ${cardSectionItems.kind} = 'lesson')`,
    })
    .from(cards)
    .where(and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId))))
    .orderBy(asc(cards.position), asc(cards.title))
    .then((rows) => rows.map((row) => ({ ...row, lessons: Number(row.lessons) })))
}
