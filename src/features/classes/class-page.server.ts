import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import { MAX_CLASS_SIZE } from '@/features/students/students.schemas'
import { tellApart } from '@/lib/students/display-names'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  activity,
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classItemSettings,
  classMembers,
  classTeachers,
  lessonProgress,
  lessons,
  profiles,
  resources,
} from '@/server/db/schema'
import { type ClassFormOptions, getClassFormOptions } from './class-form.server'
import type { ClassLoginType } from './classes.schemas'
import { findManageableClass } from './managed-class.server'

export interface ClassMember {
  profileId: string
  name: string
  displayName: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  picturePassword: number | null
  /** Null for a child who still signs in with one picture (decision 162). */
  picturePasswordSecond: number | null
  secretWords: string | null
  lockedUntil: Date | null
  /** Locked out until a teacher unlocks them (decision 162). */
  unlockRequired: boolean
  lastActiveAt: Date | null
  /** The latest of signing in, joining and working on a lesson (a first Run counts). */
  lastActivityAt: Date | null
  /** Lessons at this school the child has run or worked on, and those finished. */
  lessonsStarted: number
  lessonsCompleted: number
  joinedAt: Date
}

interface ClassCourseItem {
  id: string
  kind: 'lesson' | 'resource'
  title: string
  locked: boolean
  hidden: boolean
}

export interface ClassCourse {
  cardId: string
  title: string
  sections: { id: string; title: string; items: ClassCourseItem[] }[]
}

/** The part of the class page that changes while children join and run: polled (decision 098). */
export interface ClassActivity {
  members: ClassMember[]
  /** Lockouts of this class's students in the last hour (the teacher is told; SPEC: 5 misses). */
  recentLockouts: { profileId: string; name: string; at: Date }[]
  /** When this was read: "5 minutes ago" is counted from it, the same on the server and in the browser. */
  checkedAt: Date
}

export interface ClassPage extends ClassActivity {
  schoolClass: {
    id: string
    name: string
    grade: number | null
    loginType: ClassLoginType
    quickJoin: boolean
    selfRegistration: boolean
    /** Until then the whole class may join at once (decision 161); null or past: the usual limits. */
    joinOpenUntil: Date | null
    joinCode: string
    archivedAt: Date | null
    createdAt: Date
  }
  teachers: { profileId: string; name: string }[]
  courses: ClassCourse[]
  options: ClassFormOptions
  maxSize: number
}

/**
 * Everything the class page shows, in a fixed number of queries whatever the class size
 * (a test counts them for 1, 30 and 200 students).
 */
export async function getClassPage(db: Db, actor: Actor, classId: string): Promise<ClassPage> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)

  const teachers = await db
    .select({ profileId: profiles.id, name: profiles.name })
    .from(classTeachers)
    .innerJoin(profiles, eq(profiles.id, classTeachers.profileId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(asc(profiles.name))

  const live = await readClassActivity(db, actor, classId)
  const itemRows = await db
    .select({
      cardId: cards.id,
      cardTitle: cards.title,
      sectionId: cardSections.id,
      sectionTitle: cardSections.title,
      itemId: cardSectionItems.id,
      kind: cardSectionItems.kind,
      lessonTitle: lessons.title,
      resourceTitle: resources.title,
      locked: classItemSettings.locked,
      hidden: classItemSettings.hidden,
    })
    .from(classCards)
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .leftJoin(cardSections, eq(cardSections.cardId, cards.id))
    .leftJoin(cardSectionItems, eq(cardSectionItems.sectionId, cardSections.id))
    .leftJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(resources, eq(resources.id, cardSectionItems.resourceId))
    .leftJoin(
      classItemSettings,
      and(
        eq(classItemSettings.classId, classId),
        eq(classItemSettings.cardSectionItemId, cardSectionItems.id),
      ),
    )
    .where(eq(classCards.classId, classId))
    .orderBy(
      asc(cards.position),
      asc(cards.title),
      asc(cardSections.position),
      asc(cardSectionItems.position),
    )
  const courses: ClassCourse[] = []
  for (const row of itemRows) {
    let course = courses.at(-1)
    if (course?.cardId !== row.cardId) {
      course = { cardId: row.cardId, title: row.cardTitle, sections: [] }
      courses.push(course)
    }
    if (!row.sectionId) continue
    let section = course.sections.at(-1)
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, title: row.sectionTitle ?? '', items: [] }
      course.sections.push(section)
    }
    if (!row.itemId || !row.kind) continue
    section.items.push({
      id: row.itemId,
      kind: row.kind,
      title: row.lessonTitle ?? row.resourceTitle ?? 'Untitled',
      locked: row.locked ?? false,
      hidden: row.hidden ?? false,
    })
  }

  const options = await getClassFormOptions(db, actor)
  return { schoolClass, teachers, courses, ...live, options, maxSize: MAX_CLASS_SIZE }
}

/**
 * The children of a class with their last activity and lessons started and finished, and the
 * last hour's lockouts: three queries whatever the class size, cheap enough to poll every few
 * seconds while the class page is open (decision 098).
 */
export async function getClassActivity(db: Db, actor: Actor, classId: string): Promise<ClassActivity> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId, true)
  return readClassActivity(db, actor, classId)
}

/** Progress of a member at this school, as a correlated subquery (the one-row index serves it). */
function memberProgress(schoolId: string, aggregate: SQL, where?: SQL) {
  return sql`(select ${aggregate} from ${lessonProgress}
    where ${q(lessonProgress.profileId)} = ${q(profiles.id)}
    and ${q(lessonProgress.schoolId)} = ${schoolId}${where ? sql` and ${where}` : sql``})`
}

async function readClassActivity(db: Db, actor: Actor, classId: string): Promise<ClassActivity> {
  const memberRows = await db
    .select({
      profileId: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      picturePassword: profiles.picturePassword,
      picturePasswordSecond: profiles.picturePasswordSecond,
      secretWords: profiles.secretWords,
      lockedUntil: profiles.lockedUntil,
      unlockRequired: sql<boolean>`${profiles.unlockRequiredAt} is not null`.mapWith(Boolean),
      lastActiveAt: profiles.lastActiveAt,
      lastWorkedAt: memberProgress(actor.schoolId, sql`max(${q(lessonProgress.updatedAt)})`).mapWith(
        profiles.lastActiveAt,
      ),
      lessonsStarted: memberProgress(
        actor.schoolId,
        sql`count(*)::int`,
        sql`${q(lessonProgress.status)} <> 'not_started'`,
      ).mapWith(Number),
      lessonsCompleted: memberProgress(
        actor.schoolId,
        sql`count(*)::int`,
        sql`${q(lessonProgress.status)} = 'completed'`,
      ).mapWith(Number),
      joinedAt: classMembers.joinedAt,
      createdAt: profiles.createdAt,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(and(eq(classMembers.classId, classId), isNull(profiles.archivedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  const names = tellApart(
    memberRows.map((row) => ({
      id: row.profileId,
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
    })),
    'full',
  )
  const checkedAt = new Date()
  const now = checkedAt.getTime()
  const members: ClassMember[] = memberRows
    .map(({ createdAt: _createdAt, lastWorkedAt, ...row }) => ({
      ...row,
      role: row.role as ClassMember['role'],
      displayName: names.get(row.profileId) ?? row.name,
      lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null,
      lastActivityAt: latest(row.lastActiveAt, lastWorkedAt),
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName))

  const lockoutRows = await db
    .select({ profileId: activity.profileId, subject: activity.subject, at: activity.createdAt })
    .from(activity)
    .where(
      and(
        eq(activity.schoolId, actor.schoolId),
        eq(activity.kind, 'login_locked'),
        sql`${activity.subject}->>'classId' = ${classId}`,
        gt(activity.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(sql`${activity.createdAt} desc`)
    .limit(20)
  const recentLockouts = lockoutRows.flatMap((row) => {
    if (!row.profileId) return []
    const member = members.find((m) => m.profileId === row.profileId)
    return member ? [{ profileId: row.profileId, name: member.displayName, at: row.at }] : []
  })

  return { members, recentLockouts, checkedAt }
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b
  if (!b) return a
  return a.getTime() >= b.getTime() ? a : b
}
