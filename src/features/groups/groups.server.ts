import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core'
import {
  type Actor,
  assertAdult,
  isSchoolAdmin,
  manageableGroups,
  manageableStudents,
  notFound,
} from '@/features/students/access.server'
import { tellApart } from '@/features/students/display-names'
import { isUniqueViolation } from '@/features/students/pg-errors.server'
import { qualified as q } from '@/features/students/qualified-column.server'
import type { Db, DbTransaction } from '@/server/db/client'
import {
  activity,
  cardSectionItems,
  cardSections,
  cards,
  groupCards,
  groupItemSettings,
  groupMembers,
  groups,
  groupTeachers,
  lessons,
  profiles,
  resources,
  schools,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { GroupFormValues, GroupLoginType } from './groups.schemas'
import { MAX_CLASS_SIZE } from './groups.schemas'
import { generateJoinCode } from './join-code'

const JOIN_CODE_INDEX = 'groups_join_code_active_unique'

export interface GroupListItem {
  id: string
  name: string
  grade: number | null
  loginType: GroupLoginType
  quickJoin: boolean
  joinCode: string
  archivedAt: Date | null
  memberCount: number
  teacherNames: string[]
  courseCount: number
}

/** The classes the actor manages, active or archived, in one query. */
export async function listGroups(
  db: Db,
  actor: Actor,
  input: { archived?: boolean } = {},
): Promise<GroupListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      grade: groups.grade,
      loginType: groups.loginType,
      quickJoin: groups.quickJoin,
      joinCode: groups.joinCode,
      archivedAt: groups.archivedAt,
      memberCount: sql<number>`(select count(*)::int from ${groupMembers} where ${q(groupMembers.groupId)} = ${q(groups.id)})`,
      teacherNames: sql<string[]>`coalesce((
        select json_agg(${q(profiles.name)} order by ${q(profiles.name)})
        from ${groupTeachers} join ${profiles} on ${q(profiles.id)} = ${q(groupTeachers.profileId)}
        where ${q(groupTeachers.groupId)} = ${q(groups.id)}
      ), '[]'::json)`,
      courseCount: sql<number>`(select count(*)::int from ${groupCards} where ${q(groupCards.groupId)} = ${q(groups.id)})`,
    })
    .from(groups)
    .where(
      and(manageableGroups(actor), input.archived ? isNotNull(groups.archivedAt) : isNull(groups.archivedAt)),
    )
    .orderBy(asc(groups.name), asc(groups.createdAt))
  return rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount),
    courseCount: Number(row.courseCount),
  }))
}

export interface GroupFormOptions {
  allowedLoginTypes: GroupLoginType[]
  teachers: { profileId: string; name: string; role: 'TEACHER' | 'ADMIN' }[]
  cards: { id: string; title: string; ageMin: number; ageMax: number; language: string }[]
}

/** What the class form offers: the school's teachers and admins, its courses, the login types it allows. */
export async function getGroupFormOptions(db: Db, actor: Actor): Promise<GroupFormOptions> {
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
  return {
    allowedLoginTypes: school?.allowedLoginTypes ?? ['picture', 'words', 'password'],
    teachers: teacherRows.map((row) => ({ ...row, role: row.role as 'TEACHER' | 'ADMIN' })),
    cards: cardRows,
  }
}

function visibleCards(actor: Actor) {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId)))!
}

export interface GroupMember {
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
  joinedAt: Date
}

export interface GroupCourseItem {
  id: string
  kind: 'lesson' | 'resource'
  title: string
  locked: boolean
  hidden: boolean
}

export interface GroupCourse {
  cardId: string
  title: string
  sections: { id: string; title: string; items: GroupCourseItem[] }[]
}

export interface GroupPage {
  group: {
    id: string
    name: string
    grade: number | null
    loginType: GroupLoginType
    quickJoin: boolean
    joinCode: string
    archivedAt: Date | null
    createdAt: Date
  }
  teachers: { profileId: string; name: string }[]
  members: GroupMember[]
  courses: GroupCourse[]
  /** Lockouts of this class's students in the last hour (the teacher is told; SPEC: 5 misses). */
  recentLockouts: { profileId: string; name: string; at: Date }[]
  options: GroupFormOptions
  maxSize: number
}

async function findManageableGroup(db: Db, actor: Actor, groupId: string) {
  const [group] = await db
    .select({
      id: groups.id,
      name: groups.name,
      grade: groups.grade,
      loginType: groups.loginType,
      quickJoin: groups.quickJoin,
      joinCode: groups.joinCode,
      archivedAt: groups.archivedAt,
      createdAt: groups.createdAt,
    })
    .from(groups)
    .where(and(eq(groups.id, groupId), manageableGroups(actor)))
  if (!group) throw notFound('This class')
  return group
}

/**
 * Everything the class page shows, in a fixed number of queries whatever the class size
 * (a test counts them for 1, 30 and 200 students).
 */
export async function getGroupPage(db: Db, actor: Actor, groupId: string): Promise<GroupPage> {
  assertAdult(actor)
  const group = await findManageableGroup(db, actor, groupId)

  const teachers = await db
    .select({ profileId: profiles.id, name: profiles.name })
    .from(groupTeachers)
    .innerJoin(profiles, eq(profiles.id, groupTeachers.profileId))
    .where(eq(groupTeachers.groupId, groupId))
    .orderBy(asc(profiles.name))

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
      joinedAt: groupMembers.joinedAt,
      createdAt: profiles.createdAt,
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.profileId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(profiles.archivedAt)))
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
  const now = Date.now()
  const members: GroupMember[] = memberRows
    .map(({ createdAt: _createdAt, ...row }) => ({
      ...row,
      role: row.role as GroupMember['role'],
      displayName: names.get(row.profileId) ?? row.name,
      lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null,
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName))

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
      locked: groupItemSettings.locked,
      hidden: groupItemSettings.hidden,
    })
    .from(groupCards)
    .innerJoin(cards, eq(cards.id, groupCards.cardId))
    .leftJoin(cardSections, eq(cardSections.cardId, cards.id))
    .leftJoin(cardSectionItems, eq(cardSectionItems.sectionId, cardSections.id))
    .leftJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(resources, eq(resources.id, cardSectionItems.resourceId))
    .leftJoin(
      groupItemSettings,
      and(
        eq(groupItemSettings.groupId, groupId),
        eq(groupItemSettings.cardSectionItemId, cardSectionItems.id),
      ),
    )
    .where(eq(groupCards.groupId, groupId))
    .orderBy(
      asc(cards.position),
      asc(cards.title),
      asc(cardSections.position),
      asc(cardSectionItems.position),
    )
  const courses: GroupCourse[] = []
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

  const lockoutRows = await db
    .select({ profileId: activity.profileId, subject: activity.subject, at: activity.createdAt })
    .from(activity)
    .where(
      and(
        eq(activity.schoolId, actor.schoolId),
        eq(activity.kind, 'login_locked'),
        sql`${activity.subject}->>'groupId' = ${groupId}`,
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

  const options = await getGroupFormOptions(db, actor)
  return { group, teachers, members, courses, recentLockouts, options, maxSize: MAX_CLASS_SIZE }
}

async function checkFormReferences(db: Db, actor: Actor, input: GroupFormValues) {
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
export async function createGroup(
  db: Db,
  actor: Actor,
  input: GroupFormValues,
): Promise<{ id: string; joinCode: string }> {
  assertAdult(actor)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  return db.transaction(async (tx) => {
    let created: { id: string; joinCode: string } | undefined
    for (let attempt = 0; attempt < 20 && !created; attempt++) {
      ;[created] = await tx
        .insert(groups)
        .values({
          schoolId: actor.schoolId,
          name: input.name,
          grade: input.grade,
          loginType: input.loginType,
          quickJoin: input.quickJoin,
          joinCode: generateJoinCode(),
        })
        .onConflictDoNothing({ target: groups.joinCode, where: sql`archived_at is null` })
        .returning({ id: groups.id, joinCode: groups.joinCode })
    }
    if (!created) throw new Error('Could not find a free join code')
    const teachers = teacherSet(actor, teacherIds)
    if (teachers.length > 0) {
      await tx.insert(groupTeachers).values(teachers.map((profileId) => ({ groupId: created.id, profileId })))
    }
    if (cardIds.length > 0) {
      await tx.insert(groupCards).values(cardIds.map((cardId) => ({ groupId: created.id, cardId })))
    }
    return created
  })
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  groupId: string,
  input: GroupFormValues,
): Promise<void> {
  assertAdult(actor)
  await findManageableGroup(db, actor, groupId)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  await db.transaction(async (tx) => {
    await tx
      .update(groups)
      .set({ name: input.name, grade: input.grade, loginType: input.loginType, quickJoin: input.quickJoin })
      .where(and(eq(groups.id, groupId), eq(groups.schoolId, actor.schoolId)))
    const teachers = teacherSet(actor, teacherIds)
    await replaceGroupLinks(
      tx,
      groupTeachers,
      groupTeachers.profileId,
      groupId,
      teachers,
      teachers.map((profileId) => ({ groupId, profileId })),
    )
    await replaceGroupLinks(
      tx,
      groupCards,
      groupCards.cardId,
      groupId,
      cardIds,
      cardIds.map((cardId) => ({ groupId, cardId })),
    )
  })
}

/** Makes a class's links in `table` (its teachers, its courses) exactly `ids`, as `rows`. */
async function replaceGroupLinks<TTable extends typeof groupTeachers | typeof groupCards>(
  tx: DbTransaction,
  table: TTable,
  idColumn: PgColumn,
  groupId: string,
  ids: string[],
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  await tx
    .delete(table)
    .where(and(eq(table.groupId, groupId), ids.length > 0 ? notInArray(idColumn, ids) : undefined))
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing()
}

/** A new join code for an active class; the old one stops working at once. */
export async function regenerateJoinCode(
  db: Db,
  actor: Actor,
  groupId: string,
): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const group = await findManageableGroup(db, actor, groupId)
  if (group.archivedAt) throw new HttpError(409, 'Restore the class before giving it a new join code.')
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    if (joinCode === group.joinCode) continue
    try {
      await db.update(groups).set({ joinCode }).where(eq(groups.id, groupId))
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
export async function archiveGroup(db: Db, actor: Actor, groupId: string): Promise<void> {
  assertAdult(actor)
  await findManageableGroup(db, actor, groupId)
  await db
    .update(groups)
    .set({ archivedAt: sql`coalesce(${groups.archivedAt}, now())` })
    .where(eq(groups.id, groupId))
}

/** Restores an archived class; if another class took its join code meanwhile, it gets a new one. */
export async function restoreGroup(db: Db, actor: Actor, groupId: string): Promise<{ joinCode: string }> {
  assertAdult(actor)
  const group = await findManageableGroup(db, actor, groupId)
  if (!group.archivedAt) return { joinCode: group.joinCode }
  try {
    await db.update(groups).set({ archivedAt: null }).where(eq(groups.id, groupId))
    return { joinCode: group.joinCode }
  } catch (error) {
    if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const joinCode = generateJoinCode()
    try {
      await db.update(groups).set({ archivedAt: null, joinCode }).where(eq(groups.id, groupId))
      return { joinCode }
    } catch (error) {
      if (!isUniqueViolation(error, JOIN_CODE_INDEX)) throw error
    }
  }
  throw new Error('Could not find a free join code')
}

/** Locks (not yet) or hides (not for us) one lesson of an assigned course for this class. */
export async function setGroupItemSetting(
  db: Db,
  actor: Actor,
  input: { groupId: string; cardSectionItemId: string; locked: boolean; hidden: boolean },
): Promise<void> {
  assertAdult(actor)
  await findManageableGroup(db, actor, input.groupId)
  const [item] = await db
    .select({ id: cardSectionItems.id })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(
      groupCards,
      and(eq(groupCards.cardId, cardSections.cardId), eq(groupCards.groupId, input.groupId)),
    )
    .where(eq(cardSectionItems.id, input.cardSectionItemId))
  if (!item) throw notFound('This lesson')
  await db
    .insert(groupItemSettings)
    .values({ ...input, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [groupItemSettings.groupId, groupItemSettings.cardSectionItemId],
      set: { locked: input.locked, hidden: input.hidden, updatedAt: sql`now()` },
    })
}

/**
 * Adds students to a class, at most MAX_CLASS_SIZE in all. The class row is locked while counting
 * so two additions at once cannot pass the limit together. Runs inside the caller's transaction.
 */
export async function addMembersInTransaction(
  tx: Db,
  input: { schoolId: string; groupId: string; profileIds: string[] },
): Promise<number> {
  const [locked] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, input.groupId), eq(groups.schoolId, input.schoolId)))
    .for('update')
  if (!locked) throw notFound('This class')
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, input.groupId),
        input.profileIds.length > 0 ? notInArray(groupMembers.profileId, input.profileIds) : undefined,
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
    .insert(groupMembers)
    .values([...new Set(input.profileIds)].map((profileId) => ({ groupId: input.groupId, profileId })))
    .onConflictDoNothing()
    .returning({ profileId: groupMembers.profileId })
  return added.length
}

export async function addGroupMembers(
  db: Db,
  actor: Actor,
  input: { groupId: string; profileIds: string[] },
): Promise<{ added: number }> {
  assertAdult(actor)
  await findManageableGroup(db, actor, input.groupId)
  const profileIds = [...new Set(input.profileIds)]
  // Admins may add any student of the school; teachers the students they already teach.
  const found = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, profileIds), manageableStudents(actor)))
  if (found.length !== profileIds.length) throw notFound('One of these students')
  const added = await db.transaction((tx) =>
    addMembersInTransaction(tx, { schoolId: actor.schoolId, groupId: input.groupId, profileIds }),
  )
  return { added }
}

export async function removeGroupMember(
  db: Db,
  actor: Actor,
  input: { groupId: string; profileId: string },
): Promise<void> {
  assertAdult(actor)
  await findManageableGroup(db, actor, input.groupId)
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, input.groupId), eq(groupMembers.profileId, input.profileId)))
    .returning({ profileId: groupMembers.profileId })
  if (removed.length === 0) throw notFound('This student')
}
