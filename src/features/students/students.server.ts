import { and, asc, eq, inArray, isNull, like, notExists, type SQL, sql } from 'drizzle-orm'
import { addMembersInTransaction } from '@/features/groups/groups.server'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { groupMembers, groups, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import {
  type Actor,
  assertAdult,
  assertSchoolAdmin,
  manageableGroups,
  manageableStudents,
  notFound,
} from './access.server'
import { isUniqueViolation } from './pg-errors.server'
import { qualified as q } from './qualified-column.server'
import { randomSecretWords } from './secret-words'
import { generateStudentPassword } from './student-password'
import {
  type CreateStudentValues,
  STUDENTS_PAGE_SIZE,
  type StudentFormValues,
  type StudentSort,
  type StudentsSearch,
} from './students.schemas'
import { baseUsername, uniqueUsername } from './usernames'

const USERNAME_INDEX = 'profiles_school_username_unique'

export interface StudentListRow {
  id: string
  name: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  grade: number | null
  classes: { id: string; name: string }[]
  lastActiveAt: Date | null
  lockedUntil: Date | null
  /** Another student in this list has the same name: show the username beside it. */
  duplicateName: boolean
}

export interface StudentList {
  rows: StudentListRow[]
  total: number
  page: number
  pageSize: number
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function orderFor(sort: StudentSort, dir: 'asc' | 'desc'): SQL[] {
  const direction = dir === 'desc' ? sql`desc` : sql`asc`
  const byName = sql`lower(${profiles.name}) ${direction}`
  switch (sort) {
    case 'username':
      return [sql`${profiles.username} ${direction} nulls last`, sql`${profiles.id}`]
    case 'lastActive':
      return [
        sql`${profiles.lastActiveAt} ${direction} nulls last`,
        sql`lower(${profiles.name})`,
        sql`${profiles.id}`,
      ]
    case 'created':
      return [sql`${profiles.createdAt} ${direction}`, sql`${profiles.id}`]
    case 'grade':
      return [
        sql`${profiles.grade} ${direction} nulls last`,
        sql`lower(${profiles.name})`,
        sql`${profiles.id}`,
      ]
    default:
      return [byName, sql`${profiles.username} ${direction} nulls last`, sql`${profiles.id}`]
  }
}

/**
 * One page of the students the actor may see, searched, filtered by class and sorted: one query
 * (classes aggregated per row, total by a window function), whatever the page holds.
 */
export async function listStudents(db: Db, actor: Actor, search: StudentsSearch = {}): Promise<StudentList> {
  assertAdult(actor)
  const page = search.page ?? 1
  const sort = search.sort ?? 'name'
  const dir = search.dir ?? (sort === 'lastActive' ? 'desc' : 'asc')
  const conditions: (SQL | undefined)[] = [manageableStudents(actor)]
  if (search.q) {
    const pattern = likePattern(search.q)
    conditions.push(sql`(${profiles.name} ilike ${pattern} or ${profiles.username} ilike ${pattern})`)
  }
  if (search.groupId) {
    conditions.push(
      sql`exists (select 1 from ${groupMembers} join ${groups} on ${groups.id} = ${groupMembers.groupId}
        where ${groupMembers.profileId} = ${profiles.id} and ${groups.id} = ${search.groupId}
        and ${manageableGroups(actor)})`,
    )
  }
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      grade: profiles.grade,
      lastActiveAt: profiles.lastActiveAt,
      lockedUntil: profiles.lockedUntil,
      classes: sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${q(groups.id)}, 'name', ${q(groups.name)}) order by ${q(groups.name)})
        from ${groupMembers} join ${groups} on ${q(groups.id)} = ${q(groupMembers.groupId)}
        where ${q(groupMembers.profileId)} = ${q(profiles.id)} and ${q(groups.archivedAt)} is null
      ), '[]'::json)`,
      total: sql<number>`count(*) over ()`,
      sameName: sql<number>`count(*) over (partition by lower(${profiles.name}))`,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(...orderFor(sort, dir))
    .limit(STUDENTS_PAGE_SIZE)
    .offset((page - 1) * STUDENTS_PAGE_SIZE)
  const now = Date.now()
  return {
    rows: rows.map(({ total: _total, sameName, ...row }) => ({
      ...row,
      role: row.role as StudentListRow['role'],
      lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null,
      duplicateName: Number(sameName) > 1,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize: STUDENTS_PAGE_SIZE,
  }
}

export interface StudentDetail {
  id: string
  userId: string
  name: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  grade: number | null
  picturePassword: number | null
  secretWords: string | null
  hasPassword: boolean
  lockedUntil: Date | null
  lastActiveAt: Date | null
  createdAt: Date
  classes: { id: string; name: string; joinCode: string; loginType: 'picture' | 'words' | 'password' }[]
  /** Classes the actor may put this student in. */
  classOptions: { id: string; name: string }[]
}

async function findStudent(db: Db, actor: Actor, studentId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      grade: profiles.grade,
      picturePassword: profiles.picturePassword,
      secretWords: profiles.secretWords,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      lockedUntil: profiles.lockedUntil,
      lastActiveAt: profiles.lastActiveAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, studentId), manageableStudents(actor)))
  if (!row) throw notFound('This student')
  return { ...row, role: row.role as StudentDetail['role'] }
}

export async function getStudent(db: Db, actor: Actor, studentId: string): Promise<StudentDetail> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  const classes = await db
    .select({ id: groups.id, name: groups.name, joinCode: groups.joinCode, loginType: groups.loginType })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.profileId, studentId),
        eq(groups.schoolId, actor.schoolId),
        isNull(groups.archivedAt),
      ),
    )
    .orderBy(asc(groups.name))
  const classOptions = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(manageableGroups(actor), isNull(groups.archivedAt)))
    .orderBy(asc(groups.name))
  const lockedUntil =
    student.lockedUntil && student.lockedUntil.getTime() > Date.now() ? student.lockedUntil : null
  return { ...student, hasPassword: Boolean(student.hasPassword), lockedUntil, classes, classOptions }
}

async function takenUsernames(db: Db, schoolId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, schoolId),
        like(profiles.username, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    )
  return new Set(rows.flatMap((row) => (row.username ? [row.username] : [])))
}

/** A free username made from the names (the unique index still decides under a race). */
export async function freeUsername(db: Db, schoolId: string, firstName: string, lastName: string | null) {
  const base = baseUsername(firstName, lastName)
  return uniqueUsername(base, await takenUsernames(db, schoolId, base))
}

function usernameTaken(username: string): HttpError {
  return new HttpError(409, `The username ${username} is taken at your school. Pick another one.`, [
    { field: 'username', message: 'This username is taken.' },
  ])
}

/** The classes among these ids the actor manages and that are active; 404 if any is not. */
async function checkGroups(db: Db, actor: Actor, groupIds: string[]): Promise<string[]> {
  const ids = [...new Set(groupIds)]
  if (ids.length === 0) return ids
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, ids), manageableGroups(actor), isNull(groups.archivedAt)))
  if (found.length !== ids.length) throw notFound('One of these classes')
  return ids
}

export interface NewCredentials {
  studentId: string
  username: string | null
  /** Shown once: only its hash is kept. */
  password: string | null
  picturePassword: number | null
  secretWords: string | null
}

function randomPicture(except?: number | null): number {
  const values = new Uint8Array(1)
  for (;;) {
    crypto.getRandomValues(values)
    const picture = values[0]! % 12
    if (values[0]! < 252 && picture !== except) return picture
  }
}

/** Adds one student (admins only, SPEC §2.5 students/new) with a username, password, picture and words. */
export async function createStudent(
  db: Db,
  actor: Actor,
  input: CreateStudentValues,
): Promise<NewCredentials> {
  assertSchoolAdmin(actor)
  const groupIds = await checkGroups(db, actor, input.groupIds)
  const password = input.password || generateStudentPassword()
  const passwordHash = await hashPassword(password)
  const picturePassword = randomPicture()
  const secretWords = randomSecretWords()
  const name = `${input.firstName} ${input.lastName}`
  for (let attempt = 0; ; attempt++) {
    const username =
      input.username || (await freeUsername(db, actor.schoolId, input.firstName, input.lastName))
    try {
      const studentId = await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ name, passwordHash }).returning({ id: users.id })
        const [profile] = await tx
          .insert(profiles)
          .values({
            userId: user!.id,
            schoolId: actor.schoolId,
            role: 'STUDENT',
            name,
            firstName: input.firstName,
            lastName: input.lastName,
            username,
            grade: input.grade,
            picturePassword,
            secretWords,
          })
          .returning({ id: profiles.id })
        for (const groupId of groupIds) {
          await addMembersInTransaction(tx, { schoolId: actor.schoolId, groupId, profileIds: [profile!.id] })
        }
        return profile!.id
      })
      return { studentId, username, password, picturePassword, secretWords }
    } catch (error) {
      if (!isUniqueViolation(error, USERNAME_INDEX)) throw error
      if (input.username) throw usernameTaken(input.username)
      if (attempt >= 3) throw error
    }
  }
}

/**
 * Changes names, username, grade and classes. Classes are set among those the actor manages; a
 * teacher's edit leaves the student's other classes alone. Adding to a full class is refused.
 */
export async function updateStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  input: StudentFormValues,
): Promise<void> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  const wanted = await checkGroups(db, actor, input.groupIds)
  const username = input.username || student.username || null
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          username,
          grade: input.grade,
        })
        .where(eq(profiles.id, studentId))
      const current = await tx
        .select({ groupId: groupMembers.groupId })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(and(eq(groupMembers.profileId, studentId), manageableGroups(actor), isNull(groups.archivedAt)))
      const currentIds = new Set(current.map((row) => row.groupId))
      const leaving = [...currentIds].filter((id) => !wanted.includes(id))
      if (leaving.length > 0) {
        await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.profileId, studentId), inArray(groupMembers.groupId, leaving)))
      }
      for (const groupId of wanted.filter((id) => !currentIds.has(id))) {
        await addMembersInTransaction(tx, { schoolId: actor.schoolId, groupId, profileIds: [studentId] })
      }
    })
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_INDEX) && username) throw usernameTaken(username)
    throw error
  }
}

/** A new password, picture or pair of secret words; the new secret is returned to show once. */
export async function resetStudentSecret(
  db: Db,
  actor: Actor,
  studentId: string,
  what: 'password' | 'picture' | 'words',
): Promise<NewCredentials> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  if (student.role !== 'STUDENT') {
    throw new HttpError(409, 'This student joined with quick join. Make them a student account first.')
  }
  const result: NewCredentials = {
    studentId,
    username: student.username,
    password: null,
    picturePassword: student.picturePassword,
    secretWords: student.secretWords,
  }
  if (what === 'password') {
    result.password = generateStudentPassword()
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(result.password) })
      .where(eq(users.id, student.userId))
  } else if (what === 'picture') {
    result.picturePassword = randomPicture(student.picturePassword)
    await db
      .update(profiles)
      .set({ picturePassword: result.picturePassword })
      .where(eq(profiles.id, studentId))
  } else {
    let words = randomSecretWords()
    while (words === student.secretWords) words = randomSecretWords()
    result.secretWords = words
    await db.update(profiles).set({ secretWords: words }).where(eq(profiles.id, studentId))
  }
  // A fresh secret also lifts a lockout.
  await db.update(profiles).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(profiles.id, studentId))
  return result
}

export async function unlockStudent(db: Db, actor: Actor, studentId: string): Promise<void> {
  assertAdult(actor)
  await findStudent(db, actor, studentId)
  await db.update(profiles).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(profiles.id, studentId))
}

/**
 * Turns a quick-join (STUDENT_SESSION) profile into a student account. The profile stays the
 * same row, so everything it did (progress, code) stays with it.
 */
export async function convertSessionStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  input: { firstName: string; lastName: string },
): Promise<NewCredentials> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  if (student.role !== 'STUDENT_SESSION') throw new HttpError(409, 'This student already has an account.')
  const password = generateStudentPassword()
  const passwordHash = await hashPassword(password)
  const picturePassword = randomPicture()
  const secretWords = randomSecretWords()
  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(db, actor.schoolId, input.firstName, input.lastName)
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({
            role: 'STUDENT',
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            username,
            picturePassword,
            secretWords,
          })
          .where(eq(profiles.id, studentId))
        await tx
          .update(users)
          .set({ passwordHash, name: `${input.firstName} ${input.lastName}` })
          .where(eq(users.id, student.userId))
      })
      return { studentId, username, password, picturePassword, secretWords }
    } catch (error) {
      if (!isUniqueViolation(error, USERNAME_INDEX) || attempt >= 3) throw error
    }
  }
}

/** Deletes a student and their work (cascades); their user goes too unless it has other profiles. */
export async function deleteStudent(db: Db, actor: Actor, studentId: string): Promise<void> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(and(eq(profiles.id, studentId), eq(profiles.schoolId, actor.schoolId)))
    await tx
      .delete(users)
      .where(
        and(
          eq(users.id, student.userId),
          isNull(users.email),
          notExists(tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, student.userId))),
        ),
      )
  })
}
