import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { verifyPassword } from '@/server/auth/password'
import { groupMembers, profiles, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import type { Actor } from './access.server'
import { getLoginCards } from './login-cards.server'
import {
  convertSessionStudent,
  createStudent,
  deleteStudent,
  getStudent,
  listStudents,
  resetStudentSecret,
  unlockStudent,
  updateStudent,
} from './students.server'
import {
  createAdult,
  createGroupRow,
  createSchool,
  createStudentActor,
  createStudent as createStudentRow,
  createStudents,
  type TestSchool,
} from './testing/fixtures'
import { countQueries } from './testing/query-count'

const newStudent = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: '',
  grade: 4,
  groupIds: [] as string[],
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
    school = await createSchool(db)
    other = await createSchool(db)
    admin = await createAdult(db, school, 'ADMIN')
    teacher = await createAdult(db, school, 'TEACHER')
    otherTeacher = await createAdult(db, school, 'TEACHER')
    otherAdmin = await createAdult(db, other, 'ADMIN')
    classA = await createGroupRow(db, school, { name: 'Class A', teacherIds: [teacher.profileId] })
    classB = await createGroupRow(db, school, { name: 'Class B', teacherIds: [otherTeacher.profileId] })
    kidActor = await createStudentActor(db, school)
  })

  it('an admin adds a student with a made-up username, password, picture and words', async () => {
    const db = getDb()
    const created = await createStudent(db, admin, newStudent({ groupIds: [classA.id] }))
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
    const listAdmin = await createAdult(db, listSchool, 'ADMIN')
    const listTeacher = await createAdult(db, listSchool, 'TEACHER')
    const mine = await createGroupRow(db, listSchool, { name: 'Mine', teacherIds: [listTeacher.profileId] })
    const theirs = await createGroupRow(db, listSchool, { name: 'Theirs' })
    await createStudentRow(db, listSchool, {
      firstName: 'Sam',
      lastName: 'Kim',
      username: 'sam.kim',
      groupIds: [mine.id],
    })
    await createStudentRow(db, listSchool, {
      firstName: 'Sam',
      lastName: 'Kim',
      username: 'sam.kim2',
      groupIds: [theirs.id],
    })
    await createStudentRow(db, listSchool, {
      firstName: 'Zoe',
      lastName: 'Adams',
      username: 'zoe',
      groupIds: [mine.id, theirs.id],
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
    expect((await listStudents(db, listAdmin, { q: '%' })).total).toBe(0)

    const inMine = await listStudents(db, listAdmin, { groupId: mine.id, sort: 'name', dir: 'desc' })
    expect(inMine.rows.map((r) => r.username)).toEqual(['zoe', 'sam.kim'])
    expect(inMine.rows[0]!.classes.map((c) => c.name)).toEqual(['Mine', 'Theirs'])

    const teacherView = await listStudents(db, listTeacher)
    expect(teacherView.rows.map((r) => r.username).sort()).toEqual(['sam.kim', 'zoe'])
    expect((await listStudents(db, listTeacher, { groupId: theirs.id })).total).toBe(0)
    expect((await listStudents(db, listAdmin, { sort: 'username' })).rows[0]!.username).toMatch(/^b/)
  })

  it('the students list takes one query for 1, 30 and 200 students', async () => {
    const db = getDb()
    const counts: number[] = []
    for (const size of [1, 30, 200]) {
      const s = await createSchool(db)
      const a = await createAdult(db, s, 'ADMIN')
      const t = await createAdult(db, s, 'TEACHER')
      const g = await createGroupRow(db, s, { teacherIds: [t.profileId] })
      await createStudents(db, s, size, g.id)
      for (const actor of [a, t]) {
        const counted = countQueries(db)
        const list = await listStudents(counted.db, actor, { groupId: g.id, q: 'kid', sort: 'lastActive' })
        expect(list.total).toBe(size)
        counts.push(counted.count)
      }
    }
    expect(counts).toEqual([1, 1, 1, 1, 1, 1])
  })

  it('edits names, username and classes; a teacher’s edit leaves other teachers’ classes alone', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      firstName: 'Tom',
      lastName: 'Hanks',
      groupIds: [classA.id, classB.id],
    })
    await updateStudent(db, teacher, kid.id, {
      firstName: 'Tommy',
      lastName: 'Hanks',
      username: 'tommy.h',
      grade: 3,
      groupIds: [],
    })
    const after = await getStudent(db, admin, kid.id)
    expect(after).toMatchObject({ name: 'Tommy Hanks', username: 'tommy.h', grade: 3 })
    // Removed from the teacher's class A, still in class B.
    expect(after.classes.map((c) => c.id)).toEqual([classB.id])
    // The teacher no longer sees the student.
    await expect(getStudent(db, teacher, kid.id)).rejects.toMatchObject({ status: 404 })
    // Admin moves the student between classes.
    await updateStudent(db, admin, kid.id, {
      firstName: 'Tommy',
      lastName: 'Hanks',
      username: '',
      grade: 3,
      groupIds: [classA.id],
    })
    expect((await getStudent(db, admin, kid.id)).classes.map((c) => c.id)).toEqual([classA.id])
    expect((await getStudent(db, admin, kid.id)).username).toBe('tommy.h')
    // A teacher cannot put a student into a class they do not teach.
    await expect(
      updateStudent(db, teacher, kid.id, {
        firstName: 'T',
        lastName: 'H',
        username: '',
        grade: null,
        groupIds: [classB.id],
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('resets password, picture and words (and lifts a lockout); unlocks', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      picturePassword: 5,
      secretWords: 'red tiger',
      groupIds: [classA.id],
    })
    await db
      .update(profiles)
      .set({ failedLoginCount: 5, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(profiles.id, kid.id))
    expect((await getStudent(db, teacher, kid.id)).lockedUntil).not.toBeNull()
    const picture = await resetStudentSecret(db, teacher, kid.id, 'picture')
    expect(picture.picturePassword).not.toBe(5)
    expect((await getStudent(db, teacher, kid.id)).lockedUntil).toBeNull()
    const words = await resetStudentSecret(db, teacher, kid.id, 'words')
    expect(words.secretWords).not.toBe('red tiger')
    const password = await resetStudentSecret(db, teacher, kid.id, 'password')
    const [user] = await db.select().from(users).where(eq(users.id, kid.userId))
    expect(await verifyPassword(user!.passwordHash!, password.password!)).toBe(true)
    await db
      .update(profiles)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(profiles.id, kid.id))
    await unlockStudent(db, teacher, kid.id)
    expect((await getStudent(db, teacher, kid.id)).lockedUntil).toBeNull()
  })

  it('turns a quick-join child into a student account keeping the same profile', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, {
      firstName: 'Mia',
      lastName: null,
      username: null,
      role: 'STUDENT_SESSION',
      groupIds: [classA.id],
    })
    await expect(resetStudentSecret(db, teacher, kid.id, 'password')).rejects.toMatchObject({ status: 409 })
    const credentials = await convertSessionStudent(db, teacher, kid.id, {
      firstName: 'Mia',
      lastName: 'Wong',
    })
    expect(credentials).toMatchObject({ studentId: kid.id, username: 'mia.wong' })
    const after = await getStudent(db, teacher, kid.id)
    expect(after).toMatchObject({ id: kid.id, role: 'STUDENT', name: 'Mia Wong', hasPassword: true })
    await expect(
      convertSessionStudent(db, teacher, kid.id, { firstName: 'Mia', lastName: 'Wong' }),
    ).rejects.toMatchObject({
      status: 409,
    })
  })

  it('deletes a student, their memberships and their user', async () => {
    const db = getDb()
    const kid = await createStudentRow(db, school, { groupIds: [classA.id] })
    await deleteStudent(db, teacher, kid.id)
    expect(await db.select().from(profiles).where(eq(profiles.id, kid.id))).toEqual([])
    expect(await db.select().from(users).where(eq(users.id, kid.userId))).toEqual([])
    expect(await db.select().from(groupMembers).where(eq(groupMembers.profileId, kid.id))).toEqual([])
  })

  it('login cards: short names that match the join screen, picture and words, no quick-join children', async () => {
    const db = getDb()
    const group = await createGroupRow(db, school, {
      name: 'Cards',
      loginType: 'words',
      teacherIds: [teacher.profileId],
    })
    await createStudentRow(db, school, {
      firstName: 'Sam',
      lastName: 'Kim',
      secretWords: 'red tiger',
      groupIds: [group.id],
    })
    await createStudentRow(db, school, {
      firstName: 'Sam',
      lastName: 'Kent',
      secretWords: 'blue owl',
      groupIds: [group.id],
    })
    await createStudentRow(db, school, {
      firstName: 'Quick',
      lastName: null,
      role: 'STUDENT_SESSION',
      groupIds: [group.id],
    })
    const counted = countQueries(db)
    const cards = await getLoginCards(counted.db, teacher, [group.id, classA.id])
    expect(counted.count).toBe(3)
    const sheet = cards.classes.find((c) => c.id === group.id)!
    expect(sheet.students.map((s) => [s.displayName, s.secretWords])).toEqual([
      ['Sam Ke.', 'blue owl'],
      ['Sam Ki.', 'red tiger'],
    ])
    expect(sheet.sessionOnly).toBe(1)
    expect(cards.school.name).toBe(school.name)
    expect(cards.school.address).toBe('1 School Lane, Springfield')
    await expect(getLoginCards(db, otherTeacher, [group.id])).rejects.toMatchObject({ status: 404 })
  })

  it('every function refuses another school’s student (404, nothing changed) and students (403)', async () => {
    const db = getDb()
    const theirClass = await createGroupRow(db, other, { teacherIds: [otherAdmin.profileId] })
    const theirs = await createStudentRow(db, other, { role: 'STUDENT_SESSION', groupIds: [theirClass.id] })
    const [before] = await db.select().from(profiles).where(eq(profiles.id, theirs.id))
    const form = { firstName: 'X', lastName: 'Y', username: '', grade: null, groupIds: [] }
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['getStudent', (a) => getStudent(db, a, theirs.id)],
      ['updateStudent', (a) => updateStudent(db, a, theirs.id, form)],
      ['resetStudentSecret', (a) => resetStudentSecret(db, a, theirs.id, 'password')],
      ['unlockStudent', (a) => unlockStudent(db, a, theirs.id)],
      [
        'convertSessionStudent',
        (a) => convertSessionStudent(db, a, theirs.id, { firstName: 'X', lastName: 'Y' }),
      ],
      ['deleteStudent', (a) => deleteStudent(db, a, theirs.id)],
      ['getLoginCards', (a) => getLoginCards(db, a, [theirClass.id])],
      [
        'listStudents by their class',
        async (a) => {
          const list = await listStudents(db, a, { groupId: theirClass.id })
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
    await expect(createStudent(db, admin, newStudent({ groupIds: [theirClass.id] }))).rejects.toMatchObject({
      status: 404,
    })
    await expect(listStudents(db, kidActor)).rejects.toMatchObject({ status: 403 })
    const [after] = await db.select().from(profiles).where(eq(profiles.id, theirs.id))
    expect(after).toEqual(before)
  })
})
