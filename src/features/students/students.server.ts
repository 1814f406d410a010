import { and, asc, eq, inArray, isNull, like, notExists, type SQL, sql } from 'drizzle-orm'
import { addMembersInTransaction } from '@/features/classes/class-members.server'
import { randomSecretWords } from '@/lib/students/secret-words'
import { generateStudentPassword } from '@/lib/students/student-password'
import { baseUsername, uniqueUsername } from '@/lib/students/usernames'
import { type Actor, assertAdult, assertSchoolAdmin } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import { hashPassword } from '@/server/auth/password'
import { endSessionsOfUser } from '@/server/auth/sessions'
import { clearStudentLock } from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, profiles, schoolClasses, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import {
  type CreateStudentValues,
  STUDENTS_PAGE_SIZE,
  type StudentFormValues,
  type StudentSort,
  type StudentsSearch,
} from './students.schemas'

const USERNAME_INDEX = 'profiles_school_username_unique'

interface StudentListRow {
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
  if (search.classId) {
    conditions.push(
      sql`exists (select 1 from ${classMembers} join ${schoolClasses} on ${schoolClasses.id} = ${classMembers.classId}
        where ${classMembers.profileId} = ${profiles.id} and ${schoolClasses.id} = ${search.classId}
        and ${manageableClasses(actor)})`,
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
        select json_agg(json_build_object('id', ${q(schoolClasses.id)}, 'name', ${q(schoolClasses.name)}) order by ${q(schoolClasses.name)})
        from ${classMembers} join ${schoolClasses} on ${q(schoolClasses.id)} = ${q(classMembers.classId)}
        where ${q(classMembers.profileId)} = ${q(profiles.id)} and ${q(schoolClasses.archivedAt)} is null
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
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      joinCode: schoolClasses.joinCode,
      loginType: schoolClasses.loginType,
    })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.profileId, studentId),
        eq(schoolClasses.schoolId, actor.schoolId),
        isNull(schoolClasses.archivedAt),
      ),
    )
    .orderBy(asc(schoolClasses.name))
  const classOptions = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(and(manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name))
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
async function checkClasses(db: Db, actor: Actor, classIds: string[]): Promise<string[]> {
  const ids = [...new Set(classIds)]
  if (ids.length === 0) return ids
  const found = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(inArray(schoolClasses.id, ids), manageableClasses(actor), isNull(schoolClasses.archivedAt)))
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
  const classIds = await checkClasses(db, actor, input.classIds)
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
        for (const classId of classIds) {
          await addMembersInTransaction(tx, { schoolId: actor.schoolId, classId, profileIds: [profile!.id] })
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
  const wanted = await checkClasses(db, actor, input.classIds)
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
        .select({ classId: classMembers.classId })
        .from(classMembers)
        .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
        .where(
          and(
            eq(classMembers.profileId, studentId),
            manageableClasses(actor),
            isNull(schoolClasses.archivedAt),
          ),
        )
      const currentIds = new Set(current.map((row) => row.classId))
      const leaving = [...currentIds].filter((id) => !wanted.includes(id))
      if (leaving.length > 0) {
        await tx
          .delete(classMembers)
          .where(and(eq(classMembers.profileId, studentId), inArray(classMembers.classId, leaving)))
      }
      for (const classId of wanted.filter((id) => !currentIds.has(id))) {
        await addMembersInTransaction(tx, { schoolId: actor.schoolId, classId, profileIds: [studentId] })
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
  // Whoever signed in with the old secret is out (record 028), and a fresh secret lifts a lockout.
  await endSessionsOfUser(db, student.userId)
  await clearStudentLock(db, studentId)
  return result
}

export async function unlockStudent(db: Db, actor: Actor, studentId: string): Promise<void> {
  assertAdult(actor)
  await findStudent(db, actor, studentId)
  await clearStudentLock(db, studentId)
}

/**
 * Turns a quick-join (STUDENT_SESSION) profile into a student account: a username, a password, a
 * secret picture and secret words are made; the last name is optional. The profile stays the same
 * row, so everything it did (progress, saved code) stays with it, however long ago it joined: the
 * 2 hours of quick join limit its cookie, not its work.
 */
export async function convertSessionStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  input: { firstName: string; lastName?: string | null },
): Promise<NewCredentials> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  if (student.role !== 'STUDENT_SESSION') throw new HttpError(409, 'This student already has an account.')
  return makeAccount(db, actor.schoolId, student, input)
}

async function makeAccount(
  db: Db,
  schoolId: string,
  student: { id: string; userId: string },
  input: { firstName: string; lastName?: string | null },
): Promise<NewCredentials> {
  const firstName = input.firstName.trim()
  const lastName = input.lastName?.trim() || null
  const name = lastName ? `${firstName} ${lastName}` : firstName
  const password = generateStudentPassword()
  const passwordHash = await hashPassword(password)
  const picturePassword = randomPicture()
  const secretWords = randomSecretWords()
  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(db, schoolId, firstName, lastName)
    try {
      const converted = await db.transaction(async (tx) => {
        // Only a quick-join profile becomes an account: two teachers pressing at once make one.
        const rows = await tx
          .update(profiles)
          .set({ role: 'STUDENT', name, firstName, lastName, username, picturePassword, secretWords })
          .where(and(eq(profiles.id, student.id), eq(profiles.role, 'STUDENT_SESSION')))
          .returning({ id: profiles.id })
        if (rows.length === 0) return false
        await tx.update(users).set({ passwordHash, name }).where(eq(users.id, student.userId))
        return true
      })
      if (!converted) throw new HttpError(409, 'This student already has an account.')
      return { studentId: student.id, username, password, picturePassword, secretWords }
    } catch (error) {
      if (!isUniqueViolation(error, USERNAME_INDEX) || attempt >= 3) throw error
    }
  }
}

/**
 * One action for a whole class: every quick-joined child of it gets an account, named as they typed
 * it ("Leo", "Leo K"). Their login cards can be printed right after. Returns how many were made.
 */
export async function makeAccountsForClass(
  db: Db,
  actor: Actor,
  classId: string,
): Promise<{ created: number }> {
  assertAdult(actor)
  const [schoolClass] = await checkClasses(db, actor, [classId])
  const sessionChildren = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, schoolClass!),
        eq(profiles.role, 'STUDENT_SESSION'),
        eq(profiles.schoolId, actor.schoolId),
        isNull(profiles.archivedAt),
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  let created = 0
  for (const child of sessionChildren) {
    try {
      await makeAccount(db, actor.schoolId, child, {
        firstName: child.firstName ?? child.name,
        lastName: child.lastName,
      })
      created++
    } catch (error) {
      // Made meanwhile by another teacher: nothing to do for this child.
      if (!(error instanceof HttpError && error.status === 409)) throw error
    }
  }
  return { created }
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
