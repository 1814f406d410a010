import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { paidStatusOfSchool } from '@/server/auth/paid-status'
import { signInWithEmail, signInWithUsername } from '@/server/auth/sign-in'
import { classCards, classMembers, classTeachers, lessons, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createSchoolWithCourse,
  createStaff,
  createStudent,
  createStudents,
  createTeacher,
  TEST_PASSWORD,
  type TestSchool,
  uniqueId,
} from '.'

const place = (school: TestSchool) => ({
  school,
  ip: `ip-${uniqueId()}`,
  cookiePair: { account: null, profile: null },
})

describeEachDatabase('test data factories', (getDb) => {
  it('makes adults who sign in with the test password, address verified unless asked otherwise', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const teacher = await createTeacher(db, school)
    const signedIn = await signInWithEmail(
      db,
      { email: teacher.email!, password: TEST_PASSWORD },
      place(school),
    )
    expect(signedIn.answer.user.profiles.map((p) => p.uuid)).toEqual([teacher.profileId])
    expect(teacher.actor).toMatchObject({ visitorType: 'teacher', schoolId: school.id, role: 'TEACHER' })

    const unverified = await createAdmin(db, school, { verified: false })
    const [verifiedRow, unverifiedRow] = await Promise.all(
      [teacher, unverified].map(
        async (p) => (await db.select().from(users).where(eq(users.id, p.userId)))[0],
      ),
    )
    expect(verifiedRow?.emailVerifiedAt).toBeInstanceOf(Date)
    expect(unverifiedRow?.emailVerifiedAt).toBeNull()
    expect(unverified.actor.visitorType).toBe('admin')
    expect((await createStaff(db, school)).actor).toMatchObject({ visitorType: 'staff', userRole: 'STAFF' })
  })

  it('makes students with a unique username, a picture, and a password only when given one', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const a = await createStudent(db, school)
    const b = await createStudent(db, school, { firstName: 'Ada', password: 'turtle-power-7' })
    expect(a.username).not.toBe(b.username)
    expect(a).toMatchObject({ picturePassword: 3, secretWords: 'happy tiger', email: null })
    expect(b.name).toMatch(/^Ada /)
    const signedIn = await signInWithUsername(
      db,
      { username: b.username!, password: 'turtle-power-7' },
      place(school),
    )
    expect(signedIn.answer.user.profiles.map((p) => p.uuid)).toEqual([b.profileId])
    await expect(
      signInWithUsername(db, { username: a.username!, password: TEST_PASSWORD }, place(school)),
    ).rejects.toMatchObject({ message: expect.stringMatching(/username and password/) })
    expect(await createStudents(db, school, 3)).toHaveLength(3)
  })

  it('composes: a paid school, a class with its teacher, students and course, and progress', async () => {
    const db = getDb()
    const school = await createSchool(db, { paid: true })
    expect(await paidStatusOfSchool(db, school.id)).toBeTruthy()
    expect(await paidStatusOfSchool(db, (await createSchool(db)).id)).toBe(false)
    const teacher = await createTeacher(db, school)
    const student = await createStudent(db, school)
    const course = await createCourse(db, { sections: 2, lessonsPerSection: 3 })
    expect(course.items).toHaveLength(6)
    const schoolClass = await createClass(db, school, {
      teacherIds: [teacher.profileId],
      studentIds: [student.profileId],
      courseIds: [course.card.id],
    })
    expect(schoolClass.joinCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(
      await db.select().from(classTeachers).where(eq(classTeachers.classId, schoolClass.id)),
    ).toHaveLength(1)
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id))).toHaveLength(
      1,
    )
    expect(await db.select().from(classCards).where(eq(classCards.classId, schoolClass.id))).toHaveLength(1)
    const progress = await createProgress(db, student, course.items[0]!, { status: 'completed' })
    expect(progress.completedAt).toBeInstanceOf(Date)
  })

  it('gives the lessons of a course with content a published sample version', async () => {
    const db = getDb()
    const { course } = await createSchoolWithCourse(db)
    const rows = await db.select().from(lessons).where(eq(lessons.id, course.items[0]!.lessonId))
    expect(rows[0]?.currentVersionId).not.toBeNull()
  })
})
