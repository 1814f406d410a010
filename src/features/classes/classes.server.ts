import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core'
import { generateJoinCode } from '@/lib/join-code'
import { tellApart } from '@/lib/students/display-names'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound, readableClasses } from '@/server/auth/managed-scope'
import type { Db, DbTransaction } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
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
  schoolClasses,
  schools,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { ClassFormValues, ClassLoginType } from './classes.schemas'
import { MAX_CLASS_SIZE } from './classes.schemas'

const JOIN_CODE_INDEX = 'classes_join_code_active_unique'

export interface ClassListItem {
  id: string
  name: string
  grade: number | null
  loginType: ClassLoginType
  quickJoin: boolean
  joinCode: string
  archivedAt: Date | null
  memberCount: number
  teacherNames: string[]
  courseCount: number
}

/** The classes the actor manages, active or archived, in one query. */
export async function listClasses(
  db: Db,
  actor: Actor,
  input: { archived?: boolean } = {},
): Promise<ClassListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      joinCode: schoolClasses.joinCode,
      archivedAt: schoolClasses.archivedAt,
      memberCount: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
      teacherNames: sql<string[]>`coalesce((
        select json_agg(${q(profiles.name)} order by ${q(profiles.name)})
        from ${classTeachers} join ${profiles} on ${q(profiles.id)} = ${q(classTeachers.profileId)}
        where ${q(classTeachers.classId)} = ${q(schoolClasses.id)}
      ), '[]'::json)`,
      courseCount: sql<number>`(select count(*)::int from ${classCards} where ${q(classCards.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .where(
      and(
        // Archived ones: a teacher's "Last year" list, read-only (decision 114).
        input.archived ? readableClasses(actor) : manageableClasses(actor),
        input.archived ? isNotNull(schoolClasses.archivedAt) : isNull(schoolClasses.archivedAt),
      ),
    )
    .orderBy(asc(schoolClasses.name), asc(schoolClasses.createdAt))
  return rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount),
    courseCount: Number(row.courseCount),
  }))
}

export interface ClassFormOptions {
  allowedLoginTypes: ClassLoginType[]
  teachers: { profileId: string; name: string; role: 'TEACHER' | 'ADMIN' }[]
  cards: { id: string; title: string; ageMin: number; ageMax: number; language: string }[]
  /** The school has no class yet: the one made now opens on its join instructions. */
  firstClass: boolean
}

/** What the class form offers: the school's teachers and admins, its courses, the login types it allows. */
export async function getClassFormOptions(db: Db, actor: Actor): Promise<ClassFormOptions> {
  assertAdult(actor)
  const [school] = await db
    .select({ allowedLoginTypes: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const teacherRows = await db
    .select({ profileId: profiles.id, name: profiles.name, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, actor.schoolId),
        inArray(profiles.role, ['TEACHER', 'ADMIN']),
        isNull(profiles.archivedAt),
      ),
    )
    .orderBy(asc(profiles.name))
  const cardRows = await db
    .select({
      id: cards.id,
      title: cards.title,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
    })
    .from(cards)
    .where(visibleCards(actor))
    .orderBy(asc(cards.position), asc(cards.title))
  const [anyClass] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(eq(schoolClasses.schoolId, actor.schoolId))
    .limit(1)
  return {
    allowedLoginTypes: school?.allowedLoginTypes ?? ['picture', 'words', 'password'],
    teachers: teacherRows.map((row) => ({ ...row, role: row.role as 'TEACHER' | 'ADMIN' })),
    cards: cardRows,
    firstClass: !anyClass,
  }
}

function visibleCards(actor: Actor) {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId)))!
}

export interface ClassMember {
  profileId: string
  name: string
  displayName: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  picturePassword: number | null
  secretWords: string | null
  lockedUntil: Date | null
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
    joinCode: string
    archivedAt: Date | null
    createdAt: Date
  }
  teachers: { profileId: string; name: string }[]
  courses: ClassCourse[]
  options: ClassFormOptions
  maxSize: number
}

/** `readable`: also a teacher's archived class: to look at, archive again or restore (decision 114). */
async function findManageableClass(db: Db, actor: Actor, classId: string, readable = false) {
  const [schoolClass] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      joinCode: schoolClasses.joinCode,
      archivedAt: schoolClasses.archivedAt,
      createdAt: schoolClasses.createdAt,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, classId), readable ? readableClasses(actor) : manageableClasses(actor)))
  if (!schoolClass) throw notFound('This class')
  return schoolClass
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
  await findManageableClass(db, actor, classId)
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
      secretWords: profiles.secretWords,
      lockedUntil: profiles.lockedUntil,
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

async function checkFormReferences(db: Db, actor: Actor, input: ClassFormValues) {
  const [school] = await db
    .select({ allowedLoginTypes: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  if (school && !school.allowedLoginTypes.includes(input.loginType)) {
    throw new HttpError(
      400,
      'Your school does not allow this login type. An admin can change it in Settings.',
      [{ field: 'loginType', message: 'Not allowed at your school.' }],
    )
  }
  const teacherIds = [...new Set(input.teacherIds)]
  if (teacherIds.length > 0) {
    const found = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          inArray(profiles.id, teacherIds),
          eq(profiles.schoolId, actor.schoolId),
          inArray(profiles.role, ['TEACHER', 'ADMIN']),
          isNull(profiles.archivedAt),
        ),
      )
    if (found.length !== teacherIds.length) {
      throw new HttpError(400, 'One of the teachers is not at your school.', [
        { field: 'teacherIds', message: 'Pick teachers from your school.' },
      ])
    }
  }
  const cardIds = [...new Set(input.cardIds)]
  if (cardIds.length > 0) {
    const found = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(inArray(cards.id, cardIds), visibleCards(actor)))
    if (found.length !== cardIds.length) {
      throw new HttpError(400, 'One of the courses is not available.', [
        { field: 'cardIds', message: 'Pick courses from the catalog.' },
      ])
    }
  }
  return { teacherIds, cardIds }
}

/** The teachers a class ends up with: a teacher who saves the form always stays on it. */
function teacherSet(actor: Actor, teacherIds: string[]): string[] {
  const set = new Set(teacherIds)
  if (!isSchoolAdmin(actor)) set.add(actor.profileId)
  return [...set]
}

/** Creates a class with a fresh join code; returns its id and code. */
export async function createSchoolClass(
  db: Db,
  actor: Actor,
  input: ClassFormValues,
): Promise<{ id: string; joinCode: string }> {
  assertAdult(actor)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  return db.transaction(async (tx) => {
    let created: { id: string; joinCode: string } | undefined
    for (let attempt = 0; attempt < 20 && !created; attempt++) {
      ;[created] = await tx
        .insert(schoolClasses)
        .values({
          schoolId: actor.schoolId,
          name: input.name,
          grade: input.grade,
          loginType: input.loginType,
          quickJoin: input.quickJoin,
          joinCode: generateJoinCode(),
        })
        .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
        .returning({ id: schoolClasses.id, joinCode: schoolClasses.joinCode })
    }
    if (!created) throw new Error('Could not find a free join code')
    const teachers = teacherSet(actor, teacherIds)
    if (teachers.length > 0) {
      await tx.insert(classTeachers).values(teachers.map((profileId) => ({ classId: created.id, profileId })))
    }
    if (cardIds.length > 0) {
      await tx.insert(classCards).values(cardIds.map((cardId) => ({ classId: created.id, cardId })))
    }
    return created
  })
}

export async function updateClass(
  db: Db,
  actor: Actor,
  classId: string,
  input: ClassFormValues,
): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  await db.transaction(async (tx) => {
    await tx
      .update(schoolClasses)
      .set({ name: input.name, grade: input.grade, loginType: input.loginType, quickJoin: input.quickJoin })
      .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.schoolId, actor.schoolId)))
    const teachers = teacherSet(actor, teacherIds)
    await replaceClassLinks(
      tx,
      classTeachers,
      classTeachers.profileId,
      classId,
      teachers,
      teachers.map((profileId) => ({ classId, profileId })),
    )
    await replaceClassLinks(
      tx,
      classCards,
      classCards.cardId,
      classId,
      cardIds,
      cardIds.map((cardId) => ({ classId, cardId })),
    )
  })
}

/** Makes a class's links in `table` (its teachers, its courses) exactly `ids`, as `rows`. */
async function replaceClassLinks<TTable extends typeof classTeachers | typeof classCards>(
  tx: DbTransaction,
  table: TTable,
  idColumn: PgColumn,
  classId: string,
  ids: string[],
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  await tx
    .delete(table)
    .where(and(eq(table.classId, classId), ids.length > 0 ? notInArray(idColumn, ids) : undefined))
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing()
}

/** A new join code for an active class; the old one stops working at once. */
export async function regenerateJoinCode(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  if (schoolClass.archivedAt) throw new HttpError(409, 'Restore the class before giving it a new join code.')
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    if (joinCode === schoolClass.joinCode) continue
    try {
      await db.update(schoolClasses).set({ joinCode }).where(eq(schoolClasses.id, classId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}

/**
 * Archives a class at year end: its join code stops working, its students keep their accounts,
 * work and any other classes.
 */
export async function archiveClass(db: Db, actor: Actor, classId: string): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId, true)
  await db
    .update(schoolClasses)
    .set({ archivedAt: sql`coalesce(${schoolClasses.archivedAt}, now())` })
    .where(eq(schoolClasses.id, classId))
}

/** Restores an archived class; if another class took its join code meanwhile, it gets a new one. */
export async function restoreClass(db: Db, actor: Actor, classId: string): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const schoolClass = await findManageableClass(db, actor, classId, true)
  if (!schoolClass.archivedAt) return { joinCode: schoolClass.joinCode }
  try {
    await db.update(schoolClasses).set({ archivedAt: null }).where(eq(schoolClasses.id, classId))
    return { joinCode: schoolClass.joinCode }
  } catch (error) {
    if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    try {
      await db.update(schoolClasses).set({ archivedAt: null, joinCode }).where(eq(schoolClasses.id, classId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}

/** Locks (not yet) or hides (not for us) one lesson of an assigned course for this class. */
export async function setClassItemSetting(
  db: Db,
  actor: Actor,
  input: { classId: string; cardSectionItemId: string; locked: boolean; hidden: boolean },
): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, input.classId)
  const [item] = await db
    .select({ id: cardSectionItems.id })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(
      classCards,
      and(eq(classCards.cardId, cardSections.cardId), eq(classCards.classId, input.classId)),
    )
    .where(eq(cardSectionItems.id, input.cardSectionItemId))
  if (!item) throw notFound('This lesson')
  await db
    .insert(classItemSettings)
    .values({ ...input, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [classItemSettings.classId, classItemSettings.cardSectionItemId],
      set: { locked: input.locked, hidden: input.hidden, updatedAt: sql`now()` },
    })
}

/**
 * Adds students to a class, at most MAX_CLASS_SIZE in all. The class row is locked while counting
 * so two additions at once cannot pass the limit together. Runs inside the caller's transaction.
 */
export async function addMembersInTransaction(
  tx: Db,
  input: { schoolId: string; classId: string; profileIds: string[] },
): Promise<number> {
  const [locked] = await tx
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, input.classId), eq(schoolClasses.schoolId, input.schoolId)))
    .for('update')
  if (!locked) throw notFound('This class')
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(classMembers)
    .where(
      and(
        eq(classMembers.classId, input.classId),
        input.profileIds.length > 0 ? notInArray(classMembers.profileId, input.profileIds) : undefined,
      ),
    )
  const total = Number(count?.n ?? 0) + new Set(input.profileIds).size
  if (total > MAX_CLASS_SIZE) {
    throw new HttpError(
      409,
      `A class can have at most ${MAX_CLASS_SIZE} students. Start a second class for the others.`,
    )
  }
  if (input.profileIds.length === 0) return 0
  const added = await tx
    .insert(classMembers)
    .values([...new Set(input.profileIds)].map((profileId) => ({ classId: input.classId, profileId })))
    .onConflictDoNothing()
    .returning({ profileId: classMembers.profileId })
  return added.length
}

export async function addClassMembers(
  db: Db,
  actor: Actor,
  input: { classId: string; profileIds: string[] },
): Promise<{ added: number }> {
  assertAdult(actor)
  await findManageableClass(db, actor, input.classId)
  const profileIds = [...new Set(input.profileIds)]
  // Admins may add any student of the school; teachers the students they already teach.
  const found = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, profileIds), manageableStudents(actor)))
  if (found.length !== profileIds.length) throw notFound('One of these students')
  const added = await db.transaction((tx) =>
    addMembersInTransaction(tx, { schoolId: actor.schoolId, classId: input.classId, profileIds }),
  )
  return { added }
}

export async function removeClassMember(
  db: Db,
  actor: Actor,
  input: { classId: string; profileId: string },
): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, input.classId)
  const removed = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, input.classId), eq(classMembers.profileId, input.profileId)))
    .returning({ profileId: classMembers.profileId })
  if (removed.length === 0) throw notFound('This student')
}
