import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import { verifyPassword } from '@/server/auth/password'
import { classMembers, profiles, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createSchool,
  createStudent as createStudentRow,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { createStudent } from './create-student.server'
import { deleteStudent } from './delete-student.server'
import { getStudent } from './get-student.server'
import { listStudents } from './list-students.server'
import { getLoginCards } from './login-cards.server'
import { convertSessionStudent } from './student-accounts.server'
import { resetStudentSecret, unlockStudent } from './student-secrets.server'
import { updateStudent } from './update-student.server'

const newStudent = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: '',
  grade: 4,
  classIds: [] as string[],
  password: '',
  ...overrides,
})

describeEachDatabase('students', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let admin: Actor
  let teacher: Actor
  let otherTeacher: Actor
  let otherAdmin: Actor
  let kidActor: Actor
  let classA: { id: string }
  let classB: { id: string }

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { address: '1 School Lane, Springfield' })
    other = await createSchool(db)
    admin = (await createAdult(db, school, 'ADMIN')).actor
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    otherTeacher = (await createAdult(db, school, 'TEACHER')).actor
    otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    classA = await createClass(db, school, { name: 'Class A', teacherIds: [teacher.profileId] })
    classB = await createClass(db, school, { name: 'Class B', teacherIds: [otherTeacher.profileId] })
    kidActor = (await createStudentRow(db, school)).actor
  })

  it('an admin adds a student with a made-up username, password, picture and words', async () => {
    const db = getDb()
    const created = await createStudent(db, admin, newStudent({ classIds: [classA.id] }))
    expect(created.username).toBe('ada.lovelace')
    expect(created.password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/)
    expect(created.picturePassword).toBeGreaterThanOrEqual(0)
    expect(created.secretWords).toMatch(/^[a-z]+ [a-z]+$/)
    const again = await createStudent(db, admin, newStudent())
    expect(again.username).toBe('ada.lovelace2')
    const detail = await getStudent(db, teacher, created.studentId)
    expect(detail).toMatchObject({ name: 'Ada Lovelace', grade: 4, hasPassword: true, role: 'STUDENT' })
    expect(detail.classes.map((c) => c.id)).toEqual([classA.id])
    const [user] = await db.select().from(users).where(eq(users.id, detail.userId))
    expect(await verifyPassword(user!.passwordHash!, created.password!)).toBe(true)
    await expect(createStudent(db, admin, newStudent({ username: 'ada.lovelace' }))).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'username', message: 'This username is taken.' }],
    })
  })

  it('students/new is admin only: a teacher gets 403', async () => {
    await expect(createStudent(getDb(), teacher, newStudent())).rejects.toMatchObject({ status: 403 })
    await expect(createStudent(getDb(), kidActor, newStudent())).rejects.toMatchObject({ status: 403 })
  })

  it('lists, searches, filters by class, sorts and pages; teachers see their classes only', async () => {
    const db = getDb()
    const listSchool = await createSchool(db)
    const listAdmin = (await createAdult(db, listSchool, 'ADMIN')).actor
    const listTeacher = (await createAdult(db, listSchool, 'TEACHER')).actor
    const mine = await createClass(db, listSchool, { name: 'Mine', teacherIds: [listTeacher.profileId] })
    const theirs = await createClass(db, listSchool, { name: 'Theirs' })
    await createStudentRow(db, listSchool, {
      firstName: 'Sam',
      lastName: 'Kim',
      username: 'sam.kim',
      classIds: [mine.id],
    })
    await createStudentRow(db, listSchool, {
      firstName: 'Sam',
      lastName: 'Kim',
      username: 'sam.kim2',
      classIds: [theirs.id],
    })
    await createStudentRow(db, listSchool, {
      firstName: 'Zoe',
      lastName: 'Adams',
      username: 'zoe',
      classIds: [mine.id, theirs.id],
    })
    await createStudents(db, listSchool, 60)

    const all = await listStudents(db, listAdmin)
    expect(all.total).toBe(63)
    expect(all.rows).toHaveLength(50)
    const page2 = await listStudents(db, listAdmin, { page: 2 })
    expect(page2.rows).toHaveLength(13)

    const sams = await listStudents(db, listAdmin, { q: 'sam k' })
    expect(sams.rows.map((r) => r.username)).toEqual(['sam.kim', 'sam.kim2'])
    expect(sams.rows.every((r) => r.duplicateName)).toBe(true)
    // The twin is marked whether or not it is on the same page or matches the same search.
    const oneSam = await listStudents(db, listAdmin, { q: 'sam.kim2' })
    expect(oneSam.rows.map((r) => [r.username, r.duplicateName])).toEqual([['sam.kim2', true]])
    expect((await listStudents(db, listAdmin, { q: 'zoe' })).rows[0]!.duplicateName).toBe(false)
    expect((await listStudents(db, listAdmin, { q: '%' })).total).toBe(0)

    const inMine = await listStudents(db, listAdmin, { classId: mine.id, sort: 'name', dir: 'desc' })
    expect(inMine.rows.map((r) => r.username)).toEqual(['zoe', 'sam.kim'])
    expect(inMine.rows[0]!.classes.map((c) => c.name)).toEqual(['Mine', 'Theirs'])

    const teacherView = await listStudents(db, listTeacher)
    expect(teacherView.rows.map((r) => r.username).sort()).toEqual(['sam.kim', 'zoe'])
    expect((await listStudents(db, listTeacher, { classId: theirs.id })).total).toBe(0)
    expect((await listStudents(db, listAdmin, { sort: 'username' })).rows[0]!.username).toMatch(/^b/)
  })

  it('the students list takes two queries (the page, the count) for 1, 30 and 200 students', async () => {
    const db = getDb()
    const counts: number[] = []
    for (const size of [1, 30, 200]) {
      const s = await createSchool(db)
      const a = (await createAdult(db, s, 'ADMIN')).actor
      const t = (await createAdult(db, s, 'TEACHER')).actor
      const g = await createClass(db, s, { teacherIds: [t.profileId] })
      await createStudents(db, s, size, { classId: g.id })
      for (const actor of [a, t]) {
        const counted = countQueries(db)
        const list = await listStudents(counted.db, actor, { classId: g.id, q: 'kid', sort: 'lastActive' })
        expect(list.total).toBe(size)
        counts.push(counted.count)
      }
    }
    expect(counts).toEqual([2, 2, 2, 2, 2, 2])
  })

  it('the students page of a school of 10 and of 1,000 students takes the same statements', async () => {
    const db = getDb()
    const counts: number[] = []
    for (const size of [10, 1000]) {
      const s = await createSchool(db)
      const a = (await createAdult(db, s, 'ADMIN')).actor
      await createStudents(db, s, size)
      const counted = countQueries(db)
      // The first page and the last one.
      const first = await listStudents(counted.db, a, {})
      const last = await listStudents(counted.db, a, { page: Math.ceil(size / first.pageSize) })
      expect(first.total).toBe(size)
      expect(first.rows).toHaveLength(Math.min(size, first.pageSize))
      expect(last.rows).toHaveLength(size - (last.page - 1) * first.pageSize)
      counts.push(counted.count)
    }
    expect(counts[1]).toBe(counts[0])
    expect(counts[0]).toBeLessThanOrEqual(4)
  })

  it('edits names, username and classes; a teacher’s edit leaves other teachers’ classes alone', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      firstName: 'Tom',
      lastName: 'Hanks',
      classIds: [classA.id, classB.id],
    })
    await updateStudent(db, teacher, kid.profileId, {
      firstName: 'Tommy',
      lastName: 'Hanks',
      username: 'tommy.h',
      grade: 3,
      classIds: [],
    })
    const after = await getStudent(db, admin, kid.profileId)
    expect(after).toMatchObject({ name: 'Tommy Hanks', username: 'tommy.h', grade: 3 })
    // Removed from the teacher's class A, still in class B.
    expect(after.classes.map((c) => c.id)).toEqual([classB.id])
    // The teacher no longer sees the student.
    await expect(getStudent(db, teacher, kid.profileId)).rejects.toMatchObject({ status: 404 })
    // Admin moves the student between classes.
    await updateStudent(db, admin, kid.profileId, {
      firstName: 'Tommy',
      lastName: 'Hanks',
      username: '',
      grade: 3,
      classIds: [classA.id],
    })
    expect((await getStudent(db, admin, kid.profileId)).classes.map((c) => c.id)).toEqual([classA.id])
    expect((await getStudent(db, admin, kid.profileId)).username).toBe('tommy.h')
    // A teacher cannot put a student into a class they do not teach.
    await expect(
      updateStudent(db, teacher, kid.profileId, {
        firstName: 'T',
        lastName: 'H',
        username: '',
        grade: null,
        classIds: [classB.id],
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('resets password, picture and words (and lifts a lockout); unlocks', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      picturePassword: 5,
      secretWords: 'red tiger',
      classIds: [classA.id],
    })
    await db
      .update(profiles)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(profiles.id, kid.profileId))
    expect((await getStudent(db, teacher, kid.profileId)).lockedUntil).not.toBeNull()
    const picture = await resetStudentSecret(db, teacher, kid.profileId, 'picture')
    // New pictures are two in a row (decision 162).
    expect(picture.picturePassword).toEqual(expect.any(Number))
    expect(picture.picturePasswordSecond).toEqual(expect.any(Number))
    expect((await getStudent(db, teacher, kid.profileId)).lockedUntil).toBeNull()
    const words = await resetStudentSecret(db, teacher, kid.profileId, 'words')
    expect(words.secretWords).not.toBe('red tiger')
    const password = await resetStudentSecret(db, teacher, kid.profileId, 'password')
    const [user] = await db.select().from(users).where(eq(users.id, kid.userId))
    expect(await verifyPassword(user!.passwordHash!, password.password!)).toBe(true)
    await db
      .update(profiles)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(profiles.id, kid.profileId))
    await unlockStudent(db, teacher, kid.profileId)
    expect((await getStudent(db, teacher, kid.profileId)).lockedUntil).toBeNull()
  })

  it('turns a quick-join child into a student account keeping the same profile', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      firstName: 'Mia',
      lastName: null,
      username: null,
      role: 'STUDENT_SESSION',
      classIds: [classA.id],
    })
    await expect(resetStudentSecret(db, teacher, kid.profileId, 'password')).rejects.toMatchObject({
      status: 409,
    })
    const credentials = await convertSessionStudent(db, teacher, kid.profileId, {
      firstName: 'Mia',
      lastName: 'Wong',
    })
    expect(credentials).toMatchObject({ studentId: kid.profileId, username: 'mia.wong' })
    const after = await getStudent(db, teacher, kid.profileId)
    expect(after).toMatchObject({ id: kid.profileId, role: 'STUDENT', name: 'Mia Wong', hasPassword: true })
    await expect(
      convertSessionStudent(db, teacher, kid.profileId, { firstName: 'Mia', lastName: 'Wong' }),
    ).rejects.toMatchObject({
      status: 409,
    })
  })

  it('deletes a student, their memberships and their user', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, { classIds: [classA.id] })
    await deleteStudent(db, teacher, kid.profileId)
    expect(await db.select().from(profiles).where(eq(profiles.id, kid.profileId))).toEqual([])
    expect(await db.select().from(users).where(eq(users.id, kid.userId))).toEqual([])
    expect(await db.select().from(classMembers).where(eq(classMembers.profileId, kid.profileId))).toEqual([])
  })

  it('login cards: short names that match the join screen, picture and words, no quick-join children', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, {
      name: 'Cards',
      loginType: 'words',
      teacherIds: [teacher.profileId],
    })
    await createStudentRow(db, school, {
      firstName: 'Sam',
      lastName: 'Kim',
      secretWords: 'red tiger',
      classIds: [schoolClass.id],
    })
    await createStudentRow(db, school, {
      firstName: 'Sam',
      lastName: 'Kent',
      secretWords: 'blue owl',
      classIds: [schoolClass.id],
    })
    await createStudentRow(db, school, {
      firstName: 'Quick',
      lastName: null,
      role: 'STUDENT_SESSION',
      classIds: [schoolClass.id],
    })
    const counted = countQueries(db)
    const cards = await getLoginCards(counted.db, teacher, [schoolClass.id, classA.id])
    expect(counted.count).toBe(3)
    const sheet = cards.classes.find((c) => c.id === schoolClass.id)!
    expect(sheet.students.map((s) => [s.displayName, s.secretWords])).toEqual([
      ['Sam Ke.', 'blue owl'],
      ['Sam Ki.', 'red tiger'],
    ])
    expect(sheet.sessionOnly).toBe(1)
    expect(cards.school.name).toBe(school.name)
    expect(cards.school.address).toBe('1 School Lane, Springfield')
    await expect(getLoginCards(db, otherTeacher, [schoolClass.id])).rejects.toMatchObject({ status: 404 })
  })

  it('every function refuses another school’s student (404, nothing changed) and students (403)', async () => {
    const db = getDb()
    const theirClass = await createClass(db, other, { teacherIds: [otherAdmin.profileId] })
    const theirs = await createStudentRow(db, other, { role: 'STUDENT_SESSION', classIds: [theirClass.id] })
    const [before] = await db.select().from(profiles).where(eq(profiles.id, theirs.profileId))
    const form = { firstName: 'X', lastName: 'Y', username: '', grade: null, classIds: [] }
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['getStudent', (a) => getStudent(db, a, theirs.profileId)],
      ['updateStudent', (a) => updateStudent(db, a, theirs.profileId, form)],
      ['resetStudentSecret', (a) => resetStudentSecret(db, a, theirs.profileId, 'password')],
      ['unlockStudent', (a) => unlockStudent(db, a, theirs.profileId)],
      [
        'convertSessionStudent',
        (a) => convertSessionStudent(db, a, theirs.profileId, { firstName: 'X', lastName: 'Y' }),
      ],
      ['deleteStudent', (a) => deleteStudent(db, a, theirs.profileId)],
      ['getLoginCards', (a) => getLoginCards(db, a, [theirClass.id])],
      [
        'listStudents by their class',
        async (a) => {
          const list = await listStudents(db, a, { classId: theirClass.id })
          if (list.total > 0) throw new Error('leaked')
          throw Object.assign(new Error('empty'), { status: 404 })
        },
      ],
    ]
    for (const [name, call] of calls) {
      await expect(call(admin), name).rejects.toMatchObject({ status: 404 })
      await expect(call(teacher), name).rejects.toMatchObject({ status: 404 })
      if (name !== 'listStudents by their class') {
        await expect(call(kidActor), name).rejects.toMatchObject({ status: 403 })
      }
    }
    await expect(createStudent(db, admin, newStudent({ classIds: [theirClass.id] }))).rejects.toMatchObject({
      status: 404,
    })
    await expect(listStudents(db, kidActor)).rejects.toMatchObject({ status: 403 })
    const [after] = await db.select().from(profiles).where(eq(profiles.id, theirs.profileId))
    expect(after).toEqual(before)
  })
})
