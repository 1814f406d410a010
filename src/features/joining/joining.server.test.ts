import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getClassPage } from '@/features/classes/class-page.server'
import { getStudent } from '@/features/students/get-student.server'
import type { Actor } from '@/server/auth/actor'
import { verifyPassword } from '@/server/auth/password'
import { findLiveSession } from '@/server/auth/sessions'
import { classMembers, oneTimeTokens, profiles, rateLimits, schools, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createSchool,
  createStudent,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { type JoinPlace, lookupClass } from './find-class.server'
import { classmateKey } from './join-roster.server'
import { completeProfileSetup, getProfileSetup } from './profile-setup.server'
import { quickJoin } from './quick-join.server'
import { registerStudent } from './register-student.server'
import { signInWithPicture, signInWithWords } from './secret-sign-in.server'

describeEachDatabase('joining', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let place: JoinPlace
  let teacher: Actor
  let pictureClass: Awaited<ReturnType<typeof createClass>>
  let wordsClass: Awaited<ReturnType<typeof createClass>>
  let ipCounter = 0
  const freshPlace = (): JoinPlace => ({ ...place, ip: `203.0.113.${++ipCounter}` })

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { name: 'Hill Primary', paid: 'school' })
    other = await createSchool(db)
    place = { school: { id: school.id, subdomain: school.subdomain, name: school.name }, ip: '203.0.113.1' }
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    pictureClass = await createClass(db, school, {
      name: 'Ladybirds',
      loginType: 'picture',
      quickJoin: true,
      teacherIds: [teacher.profileId],
    })
    wordsClass = await createClass(db, school, {
      name: 'Owls',
      loginType: 'words',
      teacherIds: [teacher.profileId],
    })
  })

  it('a code shows the class and the names to tap, told apart; lower case and spaces are fine', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { loginType: 'picture' })
    await createStudent(db, school, { firstName: 'Sam', lastName: 'Kim', classIds: [schoolClass.id] })
    await createStudent(db, school, { firstName: 'Sam', lastName: 'Kent', classIds: [schoolClass.id] })
    await createStudent(db, school, { firstName: 'Ada', lastName: 'Lovelace', classIds: [schoolClass.id] })
    const typed = `${schoolClass.joinCode.slice(0, 3).toLowerCase()} ${schoolClass.joinCode.slice(3)}`
    const { joinCodeInput } = await import('./joining.schemas')
    const found = await lookupClass(db, freshPlace(), joinCodeInput.parse(typed))
    expect(found).toMatchObject({
      className: schoolClass.name,
      loginType: 'picture',
      schoolName: 'Hill Primary',
    })
    expect(found.students.map((s) => s.name)).toEqual(['Ada L.', 'Sam Ke.', 'Sam Ki.'])
  })

  it('another school’s code, an archived class and a wrong code are not found', async () => {
    const db = getDb()
    const theirs = await createClass(db, other)
    const archived = await createClass(db, school, { archivedAt: new Date() })
    for (const code of [theirs.joinCode, archived.joinCode, 'AAAAAA']) {
      await expect(lookupClass(db, freshPlace(), code)).rejects.toMatchObject({ status: 404 })
    }
  })

  it('picture login: the right picture signs in with a 2-hour student session', async () => {
    const db = getDb()
    const kid = await createStudent(db, school, { picturePassword: 7, classIds: [pictureClass.id] })
    const result = await signInWithPicture(db, freshPlace(), {
      code: pictureClass.joinCode,
      student: classmateKey(pictureClass.id, kid.profileId),
      pictures: [7],
    })
    expect(result.redirectTo).toBe('/student/courses')
    const token = result.cookies.find((c) => c.name === 'token')!
    expect(token.httpOnly).toBe(true)
    expect(token.maxAge).toBe(7200)
    expect(result.cookies.find((c) => c.name === 'account')?.value).toBe(school.subdomain)
    const session = await findLiveSession(db, token.value)
    expect(session).toMatchObject({ profileId: kid.profileId, schoolId: school.id, userId: kid.userId })
  })

  it('five wrong pictures lock the child for a minute, the right one too, and the teacher sees it', async () => {
    const db = getDb()
    const kid = await createStudent(db, school, {
      firstName: 'Lock',
      picturePassword: 2,
      classIds: [pictureClass.id],
    })
    const at = freshPlace()
    for (let miss = 1; miss <= 4; miss++) {
      await expect(
        signInWithPicture(db, at, {
          code: pictureClass.joinCode,
          student: classmateKey(pictureClass.id, kid.profileId),
          pictures: [9],
        }),
      ).rejects.toMatchObject({ status: 400, message: expect.stringContaining(`${5 - miss} tr`) })
    }
    await expect(
      signInWithPicture(db, at, {
        code: pictureClass.joinCode,
        student: classmateKey(pictureClass.id, kid.profileId),
        pictures: [9],
      }),
    ).rejects.toMatchObject({ status: 423 })
    await expect(
      signInWithPicture(db, at, {
        code: pictureClass.joinCode,
        student: classmateKey(pictureClass.id, kid.profileId),
        pictures: [2],
      }),
    ).rejects.toMatchObject({ status: 423 })
    const page = await getClassPage(db, teacher, pictureClass.id)
    expect(page.members.find((m) => m.profileId === kid.profileId)?.lockedUntil).not.toBeNull()
    expect(page.recentLockouts.map((l) => l.profileId)).toContain(kid.profileId)
    // A minute later the right picture works.
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, `login:student:${kid.profileId}`))
    await expect(
      signInWithPicture(db, at, {
        code: pictureClass.joinCode,
        student: classmateKey(pictureClass.id, kid.profileId),
        pictures: [2],
      }),
    ).resolves.toMatchObject({ profileId: kid.profileId })
    expect((await getStudent(db, teacher, kid.profileId)).lockedUntil).toBeNull()
  })

  it('secret words: forgiving about case and spaces; wrong class type or another class’s child refused', async () => {
    const db = getDb()
    const kid = await createStudent(db, school, { secretWords: 'happy tiger', classIds: [wordsClass.id] })
    await expect(
      signInWithWords(db, freshPlace(), {
        code: wordsClass.joinCode,
        student: classmateKey(wordsClass.id, kid.profileId),
        words: '  Happy   TIGER ',
      }),
    ).resolves.toMatchObject({ profileId: kid.profileId })
    await expect(
      signInWithWords(db, freshPlace(), {
        code: wordsClass.joinCode,
        student: classmateKey(wordsClass.id, kid.profileId),
        words: 'sad tiger',
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      signInWithPicture(db, freshPlace(), {
        code: wordsClass.joinCode,
        student: classmateKey(wordsClass.id, kid.profileId),
        pictures: [3],
      }),
    ).rejects.toMatchObject({ status: 409 })
    const elsewhere = await createStudent(db, school, { picturePassword: 1 })
    await expect(
      signInWithPicture(db, freshPlace(), {
        code: pictureClass.joinCode,
        student: classmateKey(pictureClass.id, elsewhere.profileId),
        pictures: [1],
      }),
    ).rejects.toMatchObject({ status: 404 })
    const theirKid = await createStudent(db, other, { picturePassword: 1 })
    await expect(
      signInWithPicture(db, freshPlace(), {
        code: pictureClass.joinCode,
        student: classmateKey(pictureClass.id, theirKid.profileId),
        pictures: [1],
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('quick join makes a session-only student in the class with a 2-hour cookie; refused where off', async () => {
    const db = getDb()
    const result = await quickJoin(db, freshPlace(), { code: pictureClass.joinCode, name: 'Mia' })
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, result.profileId))
    expect(profile).toMatchObject({ role: 'STUDENT_SESSION', name: 'Mia', schoolId: school.id })
    expect(result.cookies.find((c) => c.name === 'profile')?.maxAge).toBe(7200)
    const members = await db.select().from(classMembers).where(eq(classMembers.profileId, result.profileId))
    expect(members.map((m) => m.classId)).toEqual([pictureClass.id])
    // Quick-join children are not offered as names to tap.
    expect(
      (await lookupClass(db, freshPlace(), pictureClass.joinCode)).students.map((s) => s.key),
    ).not.toContain(classmateKey(pictureClass.id, result.profileId))
    await expect(
      quickJoin(db, freshPlace(), { code: wordsClass.joinCode, name: 'Mia' }),
    ).rejects.toMatchObject({
      status: 403,
    })
  })

  it('a full class takes no one else', async () => {
    const db = getDb()
    const full = await createClass(db, school, { quickJoin: true })
    await createStudents(db, school, 200, { classId: full.id })
    await expect(quickJoin(db, freshPlace(), { code: full.joinCode, name: 'Late' })).rejects.toMatchObject({
      status: 409,
    })
    expect((await lookupClass(db, freshPlace(), full.joinCode)).full).toBe(true)
  })

  it('guessing codes in one browser is slowed down (429); the school’s other browsers are not', async () => {
    const db = getDb()
    const guesser = { ...freshPlace(), browser: 'a'.repeat(32) }
    for (let i = 0; i < 10; i++) {
      await expect(lookupClass(db, guesser, 'AAAAAA')).rejects.toMatchObject({ status: 404 })
    }
    await expect(lookupClass(db, guesser, pictureClass.joinCode)).rejects.toMatchObject({ status: 429 })
    const classmate = { ...guesser, browser: 'b'.repeat(32) }
    await expect(lookupClass(db, classmate, pictureClass.joinCode)).resolves.toMatchObject({
      code: pictureClass.joinCode,
    })
    await db.delete(rateLimits).where(eq(rateLimits.key, `join:code:browser:${guesser.browser}`))
  })

  it('/student/register makes a username + password student in the class', async () => {
    const db = getDb()
    const result = await registerStudent(db, freshPlace(), {
      code: wordsClass.joinCode,
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'grace.h',
      password: 'cobol-rocks',
    })
    const [row] = await db
      .select({ role: profiles.role, username: profiles.username, hash: users.passwordHash })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, result.profileId))
    expect(row).toMatchObject({ role: 'STUDENT', username: 'grace.h' })
    expect(await verifyPassword(row!.hash!, 'cobol-rocks')).toBe(true)
    await expect(
      registerStudent(db, freshPlace(), {
        code: wordsClass.joinCode,
        firstName: 'Grace',
        lastName: 'Other',
        username: 'grace.h',
        password: 'cobol-rocks',
      }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'username', message: 'This username is taken.' }],
    })
  })

  it('profile setup: a district student picks a child school and grade and moves there', async () => {
    const db = getDb()
    const district = await createSchool(db, { name: 'District' })
    const north = await createSchool(db, { name: 'North' })
    await db.update(schools).set({ parentSchoolId: district.id }).where(eq(schools.id, north.id))
    await createStudent(db, north, { username: 'dup.name' })
    const kid = await createStudent(db, district, {
      firstName: 'Dup',
      lastName: 'Name',
      username: 'dup.name',
    })
    const actor = {
      userId: kid.userId,
      profileId: kid.profileId,
      schoolId: district.id,
      visitorType: 'student' as const,
      role: 'STUDENT' as const,
    }
    const state = await getProfileSetup(db, actor)
    expect(state).toMatchObject({
      needed: true,
      done: false,
      schools: [{ subdomain: north.subdomain, name: 'North' }],
    })
    await expect(
      completeProfileSetup(db, actor, { schoolSubdomain: other.subdomain, grade: 3 }),
    ).rejects.toMatchObject({ status: 400 })
    const result = await completeProfileSetup(db, actor, { schoolSubdomain: north.subdomain, grade: 3 })
    expect(result.transfer).toMatchObject({ subdomain: north.subdomain, profileId: kid.profileId })
    const [moved] = await db.select().from(profiles).where(eq(profiles.id, kid.profileId))
    expect(moved).toMatchObject({ schoolId: north.id, grade: 3, username: 'dup.name2' })
    expect(moved!.setupCompletedAt).not.toBeNull()
    const tokens = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.profileId, kid.profileId))
    expect(tokens).toMatchObject([{ kind: 'transfer', schoolId: north.id }])
    await expect(getProfileSetup(db, { ...actor, visitorType: 'teacher' })).rejects.toMatchObject({
      status: 403,
    })
  })
})
