import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { archiveClass, restoreClass } from '@/features/classes/class-archive.server'
import { updateClass } from '@/features/classes/class-form.server'
import { closeJoinWindow, openJoinWindow } from '@/features/classes/class-join-window.server'
import { convertSessionStudent } from '@/features/students/student-accounts.server'
import { scheduledJobs } from '@/job-registry'
import { noRoomForChild } from '@/lib/students/student-places'
import type { Actor } from '@/server/auth/actor'
import { hashPassword } from '@/server/auth/password'
import type { Db } from '@/server/db/client'
import { lessonProgress, profiles, schoolClasses, users } from '@/server/db/schema'
import { enqueueScheduledJobs } from '@/server/jobs/schedule'
import { createJobWorker } from '@/server/jobs/worker'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createProgress,
  createSchool,
  createSchoolWithCourse,
  createStudent,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { type JoinPlace, lookupClass } from './find-class.server'
import { joinsBusy, quickJoin } from './quick-join.server'
import { noSelfRegistration, type PasswordHasher, registerStudent } from './register-student.server'

/** A hasher that counts its calls: how a test sees that a refused registration hashed nothing. */
function countingHasher() {
  const calls: string[] = []
  const hash: PasswordHasher = async (password) => {
    calls.push(password)
    return hashPassword(password)
  }
  return { hash, calls }
}

describeEachDatabase('new students from a class code (decision 161)', (getDb) => {
  let school: TestSchool
  let teacher: Actor
  // Addresses of this run only: a rerun on the same database starts with fresh counters.
  const run = Math.random().toString(16).slice(2, 6)
  let ipCounter = 0
  let nameCounter = 0
  const placeOf = (of: TestSchool, ip = `2001:db8:${run}:${(++ipCounter).toString(16)}::/64`): JoinPlace => ({
    school: { id: of.id, subdomain: of.subdomain, name: of.name },
    ip,
  })
  const nextName = () => `Kid ${'ABCDEFGHJKMNPRTUVWXY'[nameCounter % 20]}${++nameCounter}`
  const username = () => `kid${++nameCounter}${Math.random().toString(36).slice(2, 8)}`
  const registration = (code: string) => ({
    code,
    firstName: 'Reg',
    lastName: `Ister${++nameCounter}`,
    username: username(),
    password: 'a-long-password-1',
  })

  async function countIn(db: Db, classId: string, role: 'STUDENT' | 'STUDENT_SESSION') {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(
        and(
          eq(profiles.role, role),
          sql`${profiles.id} in (select profile_id from class_members where class_id = ${classId})`,
        ),
      )
    return Number(row!.n)
  }

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { name: 'Wall Primary', paid: 'school' })
    teacher = (await createAdult(db, school, 'TEACHER')).actor
  })

  it('a stranger with the code: of 25 parallel quick joins from one address, 10 get in, and nothing more', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, teacherIds: [teacher.profileId] })
    const stranger = placeOf(school)
    const statuses = await burst(
      Array.from(
        { length: 25 },
        () => () => quickJoin(db, stranger, { code: schoolClass.joinCode, name: nextName() }),
      ),
    )
    expect(statuses).toEqual({ 200: 10, 429: 15 })
    expect(await countIn(db, schoolClass.id, 'STUDENT_SESSION')).toBe(10)
    await expect(quickJoin(db, stranger, { code: schoolClass.joinCode, name: nextName() })).rejects.toThrow(
      joinsBusy(),
    )
  })

  it('per class too: 15 quick joins from 15 addresses make 10 students', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true })
    const statuses = await burst(
      Array.from(
        { length: 15 },
        () => () => quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name: nextName() }),
      ),
    )
    expect(statuses).toEqual({ 200: 10, 429: 5 })
    expect(await countIn(db, schoolClass.id, 'STUDENT_SESSION')).toBe(10)
  })

  it('while the teacher lets the whole class join, 30 children behind one school address all get in; closing it brings the limits back', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, teacherIds: [teacher.profileId] })
    const { joinOpenUntil } = await openJoinWindow(db, teacher, schoolClass.id)
    const inAnHour = Date.now() + 60 * 60_000
    expect(Math.abs(joinOpenUntil.getTime() - inAnHour)).toBeLessThan(60_000)
    const schoolAddress = placeOf(school)
    const statuses = await burst(
      Array.from(
        { length: 30 },
        () => () => quickJoin(db, schoolAddress, { code: schoolClass.joinCode, name: nextName() }),
      ),
    )
    expect(statuses).toEqual({ 200: 30 })
    await closeJoinWindow(db, teacher, schoolClass.id)
    await expect(
      quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name: nextName() }),
    ).rejects.toMatchObject({ status: 429 })
  })

  it('a name on the list gives its count back: a child retyping their name does not use up the class', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, loginType: 'picture' })
    await createStudent(db, school, { firstName: 'Ada', lastName: 'Lovelace', classIds: [schoolClass.id] })
    const child = placeOf(school)
    for (let i = 0; i < 12; i++) {
      await expect(quickJoin(db, child, { code: schoolClass.joinCode, name: 'Ada' })).rejects.toMatchObject({
        status: 409,
      })
    }
    await expect(quickJoin(db, child, { code: schoolClass.joinCode, name: 'Ada B' })).resolves.toMatchObject({
      profileId: expect.any(String),
    })
  })

  it('/student/register past the limit hashes nothing: 15 from one address, 10 hashed, the other 5 leave no trace', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { loginType: 'password' })
    const { hash, calls } = countingHasher()
    const stranger = placeOf(school)
    const attempts = Array.from({ length: 15 }, () => registration(schoolClass.joinCode))
    const statuses = await burst(attempts.map((input) => () => registerStudent(db, stranger, input, hash)))
    expect(statuses).toEqual({ 200: 10, 429: 5 })
    expect(calls).toHaveLength(10)
    const made = await db
      .select({ username: profiles.username })
      .from(profiles)
      .where(
        inArray(
          profiles.username,
          attempts.map((input) => input.username),
        ),
      )
    expect(made).toHaveLength(10)
  })

  it('/student/register honours the class: self-registration off, an archived class, a full school, a taken username: refused before hashing', async () => {
    const db = getDb()
    const { hash, calls } = countingHasher()
    const closed = await createClass(db, school, { loginType: 'password', selfRegistration: false })
    await expect(
      registerStudent(db, placeOf(school), registration(closed.joinCode), hash),
    ).rejects.toMatchObject({
      status: 403,
      message: noSelfRegistration(),
    })
    const archived = await createClass(db, school, { loginType: 'password', archivedAt: new Date() })
    await expect(
      registerStudent(db, placeOf(school), registration(archived.joinCode), hash),
    ).rejects.toMatchObject({ status: 404 })

    const free = await createSchool(db)
    const freeClass = await createClass(db, free, { loginType: 'password' })
    await createStudents(db, free, 30, { classId: freeClass.id })
    await expect(
      registerStudent(db, placeOf(free), registration(freeClass.joinCode), hash),
    ).rejects.toMatchObject({
      status: 409,
      message: noRoomForChild(),
    })

    const open = await createClass(db, school, { loginType: 'password' })
    const taken = await createStudent(db, school, { username: username(), classIds: [open.id] })
    await expect(
      registerStudent(
        db,
        placeOf(school),
        { ...registration(open.joinCode), username: taken.username! },
        hash,
      ),
    ).rejects.toMatchObject({ status: 409, errors: [{ field: 'username' }] })
    expect(calls).toEqual([])

    // The teacher turns it back on in the class settings.
    await updateClass(db, (await createAdult(db, school, 'ADMIN')).actor, closed.id, {
      name: closed.name,
      grade: null,
      loginType: 'password',
      quickJoin: false,
      selfRegistration: true,
      teacherIds: [],
      cardIds: [],
    })
    await expect(
      registerStudent(db, placeOf(school), registration(closed.joinCode), hash),
    ).resolves.toMatchObject({ profileId: expect.any(String) })
    expect(calls).toHaveLength(1)
  })

  it('the join window: only for the class’s own teachers, not for an archived class; a restored class comes back with a new code', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, teacherIds: [teacher.profileId] })
    const otherTeacher = (await createAdult(db, school, 'TEACHER')).actor
    const otherSchool = await createSchool(db)
    const stranger = (await createAdult(db, otherSchool, 'ADMIN')).actor
    for (const outsider of [otherTeacher, stranger]) {
      await expect(openJoinWindow(db, outsider, schoolClass.id)).rejects.toMatchObject({ status: 404 })
      await expect(closeJoinWindow(db, outsider, schoolClass.id)).rejects.toMatchObject({ status: 404 })
    }
    const [row] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, schoolClass.id))
    expect(row?.joinOpenUntil).toBeNull()

    const admin = (await createAdult(db, school, 'ADMIN')).actor
    await archiveClass(db, admin, schoolClass.id)
    await expect(openJoinWindow(db, admin, schoolClass.id)).rejects.toMatchObject({ status: 409 })
    const { joinCode } = await restoreClass(db, admin, schoolClass.id)
    expect(joinCode).not.toBe(schoolClass.joinCode)
    // Last year's code, printed on last year's wall, finds nothing.
    await expect(lookupClass(db, placeOf(school), schoolClass.joinCode)).rejects.toMatchObject({
      status: 404,
    })
    await expect(lookupClass(db, placeOf(school), joinCode)).resolves.toMatchObject({ code: joinCode })
  })

  it('the upkeep deletes quick-joined children 14 days after their last activity, unless the teacher made them an account', async () => {
    const db = getDb()
    const { school: coursed, course } = await createSchoolWithCourse(db)
    const schoolClass = await createClass(db, coursed, { quickJoin: true })
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000)
    const sessionChild = async (idleDays: number) => {
      const child = await createStudent(db, coursed, {
        role: 'STUDENT_SESSION',
        username: null,
        classIds: [schoolClass.id],
      })
      await db
        .update(profiles)
        .set({ createdAt: daysAgo(idleDays), lastActiveAt: daysAgo(idleDays) })
        .where(eq(profiles.id, child.profileId))
      return child
    }
    const idle = await sessionChild(15)
    const recent = await sessionChild(13)
    const worked = await sessionChild(20)
    await createProgress(db, worked, course.items[0]!, { updatedAt: daysAgo(3) })
    const converted = await sessionChild(30)
    const admin = (await createAdult(db, coursed, 'ADMIN')).actor
    await convertSessionStudent(db, admin, converted.profileId, { firstName: 'Kept', lastName: 'Child' })
    await createProgress(db, converted, course.items[0]!, { updatedAt: daysAgo(30) })

    const [schedule] = scheduledJobs().filter((job) => job.queue === 'upkeep:quick-join-students')
    expect(schedule).toBeDefined()
    // A day of its own, so a rerun on the same database runs the upkeep again.
    const day = Math.floor(Math.random() * 50_000)
    await enqueueScheduledJobs(db, [schedule!], new Date(Date.UTC(2031, 0, 1, 12) + day * 24 * 60 * 60_000))
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [schedule!.queue]: schedule!.handler },
    })
    while (await worker.runOnce()) {
      // every due job
    }

    const left = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          [idle, recent, worked, converted].map((child) => child.profileId),
        ),
      )
    expect(left.map((row) => row.id).sort()).toEqual(
      [recent.profileId, worked.profileId, converted.profileId].sort(),
    )
    expect(await db.$count(users, eq(users.id, idle.userId))).toBe(0)
    // The converted child's work stays with them.
    expect(await db.$count(lessonProgress, eq(lessonProgress.profileId, converted.profileId))).toBe(1)
  })
})
