import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { confirmImport } from '@/features/imports/confirm-import.server'
import { createImportPreview } from '@/features/imports/create-import-preview.server'
import { studentImportJob } from '@/features/imports/import-job.server'
import { getImportPage } from '@/features/imports/import-page.server'
import { STUDENT_IMPORT_QUEUE } from '@/features/imports/import-records.server'
import { type JoinPlace, lookupClass } from '@/features/joining/find-class.server'
import { classmateKey } from '@/features/joining/join-roster.server'
import { quickJoin } from '@/features/joining/quick-join.server'
import { registerStudent } from '@/features/joining/register-student.server'
import { signInWithPicture } from '@/features/joining/secret-sign-in.server'
import { noRoomForChild } from '@/lib/students/student-places'
import type { Db } from '@/server/db/client'
import { profiles, studentImports, subscriptions } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createSchool,
  createStudent as createStudentRow,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { createStudent } from './create-student.server'
import { studentPlaces, takeStudentPlaces } from './student-places.server'

const newStudent = (firstName: string) => ({
  firstName,
  lastName: 'Places',
  username: '',
  grade: 4,
  classIds: [] as string[],
  password: '',
})

const encode = (text: string) => new TextEncoder().encode(text)

async function countStudents(db: Db, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.schoolId, schoolId), sql`${profiles.role} in ('STUDENT', 'STUDENT_SESSION')`))
  return Number(row!.n)
}

describeEachDatabase('student places under the plan (decision 113)', (getDb) => {
  let ip = 0
  const placeOf = (school: TestSchool): JoinPlace => ({
    school: { id: school.id, subdomain: school.subdomain, name: school.name },
    ip: `203.0.113.${++ip % 250}`,
  })

  /** A Free school with `count` students already (30 places). */
  async function freeSchool(count: number) {
    const db = getDb()
    const school = await createSchool(db)
    const admin = (await createAdult(db, school, 'ADMIN')).actor
    const teacher = (await createAdult(db, school, 'TEACHER')).actor
    const schoolClass = await createClass(db, school, {
      loginType: 'picture',
      quickJoin: true,
      teacherIds: [teacher.profileId],
    })
    await createStudents(db, school, count, { classId: schoolClass.id })
    return { school, admin, teacher, schoolClass }
  }

  beforeAll(() => {
    ip = 0
  })

  it('counts accounts and quick-join profiles, not archived ones; Free has 30, Classroom 200, Whole school no limit', async () => {
    const db = getDb()
    const { school } = await freeSchool(10)
    await createStudentRow(db, school, { role: 'STUDENT_SESSION' })
    const gone = await createStudentRow(db, school)
    await db.update(profiles).set({ archivedAt: sql`now()` }).where(eq(profiles.id, gone.profileId))
    expect(await studentPlaces(db, school.id)).toEqual({ planName: 'Free', limit: 30, used: 11, left: 19 })
    const classroom = await createSchool(db, { paid: 'classroom' })
    expect(await studentPlaces(db, classroom.id)).toMatchObject({
      planName: 'Classroom',
      limit: 200,
      left: 200,
    })
    const whole = await createSchool(db, { paid: 'school' })
    expect(await studentPlaces(db, whole.id)).toMatchObject({ limit: null, left: null })
  })

  it('adding a student: the 30th fits, the 31st is refused with the places and the way to upgrade', async () => {
    const db = getDb()
    const { school, admin } = await freeSchool(29)
    await createStudent(db, admin, newStudent('Last'))
    const refused = createStudent(db, admin, newStudent('Extra'))
    await expect(refused).rejects.toMatchObject({ status: 409 })
    await expect(refused).rejects.toThrow(
      "Your school's Free plan has room for 30 students and all 30 places are taken, so a student cannot be added. A school admin can upgrade the plan on the Subscription page (/dashboard/subscriptions).",
    )
    expect(await countStudents(db, school.id)).toBe(30)
  })

  it('a full school: quick join and register tell the child to ask the teacher; the join page offers no quick join', async () => {
    const db = getDb()
    const { school, schoolClass } = await freeSchool(30)
    const passwordClass = await createClass(db, school, { loginType: 'password' })
    const found = await lookupClass(db, placeOf(school), schoolClass.joinCode)
    expect(found).toMatchObject({ schoolFull: true, full: false, quickJoin: true })
    await expect(
      quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name: 'Newcomer' }),
    ).rejects.toMatchObject({ status: 409, message: noRoomForChild() })
    await expect(
      registerStudent(db, placeOf(school), {
        code: passwordClass.joinCode,
        firstName: 'Reg',
        lastName: 'Ister',
        username: `reg${school.subdomain}`.slice(0, 30),
        password: 'a-long-password-1',
      }),
    ).rejects.toMatchObject({ status: 409, message: noRoomForChild() })
    expect(await countStudents(db, school.id)).toBe(30)
  })

  it('two children racing for the last place: one gets in, the other is told to ask the teacher', async () => {
    const db = getDb()
    const { school, schoolClass } = await freeSchool(29)
    const statuses = await burst(
      ['Ava', 'Ben', 'Cleo', 'Dev'].map(
        (name) => () => quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name }),
      ),
    )
    expect(statuses).toEqual({ 200: 1, 409: 3 })
    expect(await countStudents(db, school.id)).toBe(30)
  })

  it('the count is taken with the school locked: two entries that both wait after counting do not both fit', async () => {
    const db = getDb()
    const { school } = await freeSchool(29)
    const statuses = await burst(
      [0, 1].map(
        () => () =>
          db.transaction(async (tx) => {
            await takeStudentPlaces(tx, school.id, 1, 'child')
            await new Promise((resolve) => setTimeout(resolve, 150))
            await createStudentRow(tx, school)
          }),
      ),
    )
    expect(statuses).toEqual({ 200: 1, 409: 1 })
    expect(await countStudents(db, school.id)).toBe(30)
  })

  it('after a downgrade nobody loses access: students over the limit still sign in; only new ones are refused', async () => {
    const db = getDb()
    const school = await createSchool(db, { paid: 'classroom' })
    const admin = (await createAdult(db, school, 'ADMIN')).actor
    const schoolClass = await createClass(db, school, { loginType: 'picture', quickJoin: true })
    await createStudents(db, school, 34, { classId: schoolClass.id })
    const kid = await createStudentRow(db, school, { picturePassword: 5, classIds: [schoolClass.id] })
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.schoolId, school.id))
    expect(await studentPlaces(db, school.id)).toMatchObject({ planName: 'Free', used: 35, left: 0 })
    const signedIn = await signInWithPicture(db, placeOf(school), {
      code: schoolClass.joinCode,
      student: classmateKey(schoolClass.id, kid.profileId),
      pictures: [5],
    })
    expect(signedIn.profileId).toBe(kid.profileId)
    await expect(createStudent(db, admin, newStudent('New'))).rejects.toMatchObject({ status: 409 })
    await expect(
      quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name: 'Newer' }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('an import: the preview shows the places and the notes; more rows than places are refused whole', async () => {
    const db = getDb()
    const { school, admin } = await freeSchool(25)
    const lines = [
      'Name,Class,Email',
      ...Array.from({ length: 8 }, (_, i) => `Kid Row${'ABCDEFGH'[i]},,x@y.z`),
    ]
    const { importId } = await createImportPreview(db, admin, {
      fileName: 'eight.csv',
      bytes: encode(lines.join('\n')),
    })
    const page = await getImportPage(db, admin, { importId })
    expect(page.places).toEqual({ planName: 'Free', limit: 30, used: 25, left: 5 })
    expect(page.canUpgrade).toBe(true)
    expect(page.import.notes.join(' ')).toMatch(/not used: "Email"/)
    expect(page.import.notes.join(' ')).toMatch(/split into first name and last name/)
    const refused = confirmImport(db, admin, importId)
    await expect(refused).rejects.toMatchObject({ status: 409 })
    await expect(refused).rejects.toThrow(/only 5 places are left, so 8 students cannot be added/)
    expect(await countStudents(db, school.id)).toBe(25)
  })

  it('an import that fitted at confirm but not when the job runs fails whole, with no student created', async () => {
    const db = getDb()
    const { school, admin, schoolClass } = await freeSchool(25)
    const lines = ['First name,Last name', ...Array.from({ length: 4 }, (_, i) => `Late,Row${'ABCD'[i]}`)]
    const { importId } = await createImportPreview(db, admin, {
      fileName: 'four.csv',
      bytes: encode(lines.join('\n')),
    })
    expect(await confirmImport(db, admin, importId)).toEqual({ status: 'queued' })
    // Meanwhile two children join: 27 + 4 is over 30.
    for (const name of ['Quick', 'Quicker']) {
      await quickJoin(db, placeOf(school), { code: schoolClass.joinCode, name })
    }
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [STUDENT_IMPORT_QUEUE]: studentImportJob({ hashConcurrency: 4 }) },
    })
    while (await worker.runOnce()) {
      // run every due job
    }
    const [result] = await db
      .select({ status: studentImports.status, error: studentImports.error })
      .from(studentImports)
      .where(eq(studentImports.id, importId))
    expect(result!.status).toBe('failed')
    expect(result!.error).toMatch(/only 3 places are left, so 4 students cannot be added/)
    expect(await countStudents(db, school.id)).toBe(27)
  })
})
