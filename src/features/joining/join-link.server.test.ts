import { and, eq, like, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { saveCode } from '@/features/lessons/lesson-work.server'
import { loadStudentLesson } from '@/features/lessons/lessons.server'
import { getLoginCards } from '@/features/students/login-cards.server'
import { makeAccountsForClass } from '@/features/students/student-accounts.server'
import type { Actor } from '@/server/auth/actor'
import { findLiveSession } from '@/server/auth/sessions'
import { classItemSettings, lessonProgress, profiles, rateLimits, sessions } from '@/server/db/schema'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import {
  assignCourse,
  createAdult,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createStudent,
  type TestSchool,
} from '@/test/factories'
import { findJoinAddress, type JoinPlace, lookupClass } from './find-class.server'
import { MAIN_HOST_CODES } from './join-counters.server'
import { classmateKey } from './join-roster.server'
import { quickJoin } from './quick-join.server'
import { signInWithPicture } from './secret-sign-in.server'

const SITE = { productHost: 'codeschool.example', productScheme: 'https' as const }

describeEachDatabase('join links, same names and accounts for quick-joined children', (getDb) => {
  let school: TestSchool
  let place: JoinPlace
  let teacher: Actor
  let ipCounter = 0
  const freshPlace = (): JoinPlace => ({ ...place, ip: `198.51.100.${++ipCounter}` })

  /** The actor the server gives a quick-joined child's requests. */
  const sessionChild = (profileId: string, userId: string, name: string): Actor => ({
    profileId,
    userId,
    schoolId: school.id,
    visitorType: 'student',
    role: 'STUDENT_SESSION',
    userRole: null,
    name,
  })

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { name: 'Brook Primary' })
    place = { school: { id: school.id, subdomain: school.subdomain, name: school.name }, ip: '198.51.100.1' }
    teacher = (await createAdult(db, school, 'TEACHER')).actor
  })

  it('after Start a child lands in the first open lesson of the class’s first course', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, teacherIds: [teacher.profileId] })
    const first = await createCourse(db, { lessonsPerSection: 3, withContent: true })
    const second = await createCourse(db, { lessonsPerSection: 1, withContent: true })
    await assignCourse(db, schoolClass.id, first.card.id)
    await assignCourse(db, schoolClass.id, second.card.id)

    const mia = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Mia' })
    expect(mia.redirectTo).toBe(`/student/lesson/${first.items[0]!.itemId}`)

    // The teacher hides the first lesson and locks the second: the third is where children start.
    await db.insert(classItemSettings).values([
      { classId: schoolClass.id, cardSectionItemId: first.items[0]!.itemId, hidden: true },
      { classId: schoolClass.id, cardSectionItemId: first.items[1]!.itemId, locked: true },
    ])
    const noor = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Noor' })
    expect(noor.redirectTo).toBe(`/student/lesson/${first.items[2]!.itemId}`)

    // A child who signs in with their picture goes on where they stopped.
    const kid = await createStudent(db, school, { picturePassword: 5, classIds: [schoolClass.id] })
    await createProgress(db, kid, first.items[2]!, { status: 'completed' })
    const back = await signInWithPicture(db, freshPlace(), {
      code: schoolClass.joinCode,
      student: classmateKey(schoolClass.id, kid.profileId),
      pictures: [5],
    })
    // Every open lesson of the first course is finished: its first open one, not the next course.
    expect(back.redirectTo).toBe(`/student/lesson/${first.items[2]!.itemId}`)

    const bare = await createClass(db, school, { quickJoin: true })
    const ivy = await quickJoin(db, freshPlace(), { code: bare.joinCode, name: 'Ivy' })
    expect(ivy.redirectTo).toBe('/student/courses')
  })

  it('a name already on the list is refused in one sentence; names the page does not show are never refused', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { quickJoin: true, loginType: 'picture' })
    expect((await lookupClass(db, freshPlace(), schoolClass.joinCode)).joined).toBe(0)
    await createStudent(db, school, { firstName: 'Ada', lastName: 'Lovelace', classIds: [schoolClass.id] })
    await createStudent(db, school, { firstName: 'Sam', lastName: 'Kim', classIds: [schoolClass.id] })

    // Ada L. is on the list to tap: any clash with her gets the same answer, naming nobody.
    const sameAnswer =
      'That name is already on the list. If it is you, tap it. If not, add the first letter of your last name, like Ada B.'
    for (const name of ['Ada', 'ada l', 'Ada Lo', 'Ada Lovelace']) {
      await expect(quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name })).rejects.toMatchObject({
        status: 409,
        message: sameAnswer,
        errors: [{ field: 'name', message: sameAnswer }],
      })
    }
    // Not Ada L…: no clash.
    await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Ada B' })

    // Quick-joined children are not on the list, so a second Leo is let in (the teacher's lists
    // tell them apart): refusing would tell a stranger which names joined.
    const leo = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Leo' })
    const leoAgain = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'leo' })
    expect(leoAgain.profileId).not.toBe(leo.profileId)
    const leoK = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Leo K.' })
    const [row] = await db.select().from(profiles).where(eq(profiles.id, leoK.profileId))
    expect(row).toMatchObject({ name: 'Leo K', firstName: 'Leo', lastName: 'K', role: 'STUDENT_SESSION' })

    const found = await lookupClass(db, freshPlace(), schoolClass.joinCode)
    expect(found.joined).toBe(6)
    // Only children with an account have a name to tap.
    expect(found.students.map((student) => student.name).sort()).toEqual(['Ada L.', 'Sam K.'])

    // A class that hides its list (username and password) refuses no name: Ada Lovelace's name
    // is not confirmed to a stranger letter by letter.
    const hidden = await createClass(db, school, { quickJoin: true, loginType: 'password' })
    await createStudent(db, school, { firstName: 'Ada', lastName: 'Lovelace', classIds: [hidden.id] })
    for (const name of ['Ada', 'Ada L', 'Ada Lovelace']) {
      await expect(quickJoin(db, freshPlace(), { code: hidden.joinCode, name })).resolves.toMatchObject({
        redirectTo: expect.any(String),
      })
    }
  })

  it('on the main host a code gives the class’s join address on its school’s configured host', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school)
    const found = await findJoinAddress(db, { ip: '198.51.100.200', code: schoolClass.joinCode, site: SITE })
    expect(found.url).toBe(`https://${school.subdomain}.codeschool.example/join?code=${schoolClass.joinCode}`)

    const archived = await createClass(db, school, { archivedAt: new Date() })
    for (const code of [archived.joinCode, 'AAAAAA']) {
      await expect(findJoinAddress(db, { ip: '198.51.100.201', code, site: SITE })).rejects.toMatchObject({
        status: 404,
        message: 'We could not find a class with that code. Check the code with your teacher.',
      })
    }
  })

  it('guessing codes on the main host is slowed down like on a school’s host, per browser and per address', async () => {
    const db = getDb()
    const ip = '198.51.100.202'
    const browser = 'd'.repeat(32)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        await findJoinAddress(db, { ip, browser, code: 'AAAAAA', site: SITE }).then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
      )
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429])
    // The same address in another browser still finds its class.
    const schoolClass = await createClass(db, school)
    await expect(
      findJoinAddress(db, { ip, browser: 'e'.repeat(32), code: schoolClass.joinCode, site: SITE }),
    ).resolves.toMatchObject({ url: expect.stringContaining(schoolClass.joinCode) })
    await db.delete(rateLimits).where(like(rateLimits.key, 'join:code:%'))
  })

  it('the main host counts every wrong code from everyone: past 200 an hour it sends children to their school’s own site', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school)
    // 199 wrong codes from all over the world this hour, so far.
    await db.insert(rateLimits).values({ key: MAIN_HOST_CODES, count: 199, windowStart: sql`now()` })
    await expect(
      findJoinAddress(db, { ip: '198.51.100.210', code: 'AAAAAA', site: SITE }),
    ).rejects.toMatchObject({ status: 404 })
    // A fresh address, a fresh browser: the main host's search is closed for the hour…
    const closed = findJoinAddress(db, {
      ip: '2001:db8:77::/64',
      browser: 'f'.repeat(32),
      code: schoolClass.joinCode,
      site: SITE,
    })
    await expect(closed).rejects.toMatchObject({ status: 429 })
    await expect(closed).rejects.toThrow("Open your school's own site to join")
    // …while the school's own join page still finds the class.
    await expect(lookupClass(db, freshPlace(), schoolClass.joinCode)).resolves.toMatchObject({
      code: schoolClass.joinCode,
    })
    await db.delete(rateLimits).where(eq(rateLimits.key, MAIN_HOST_CODES))
  })

  it('a join link’s code is counted apart: a whole school opening an old link locks nobody’s typing', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school)
    const schoolAddress = freshPlace()
    // 61 children open a link to last year's class, each in a browser of their own.
    const opened = await burst(
      Array.from(
        { length: 61 },
        (_, i) => () =>
          lookupClass(db, { ...schoolAddress, browser: i.toString(16).padStart(32, '0') }, 'AAAAAA', {
            fromLink: true,
          }),
      ),
    )
    expect(opened).toEqual({ 404: 61 })
    // Then type the right code: every browser of the school finds it.
    const typed = await burst(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          lookupClass(
            db,
            { ...schoolAddress, browser: i.toString(16).padStart(32, '0') },
            schoolClass.joinCode,
          ),
      ),
    )
    expect(typed).toEqual({ 200: 30 })
    const [link] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `join:link:${schoolAddress.ip}`))
    expect(link?.count).toBe(61)
  })

  it('one action makes accounts for every quick-joined child; their work moves in, even hours later', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, {
      quickJoin: true,
      loginType: 'picture',
      teacherIds: [teacher.profileId],
    })
    const course = await createCourse(db, { lessonsPerSection: 2, withContent: true })
    await assignCourse(db, schoolClass.id, course.card.id)
    const itemId = course.items[0]!.itemId

    const zoe = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Zoe' })
    const kai = await quickJoin(db, freshPlace(), { code: schoolClass.joinCode, name: 'Kai M' })
    const [zoeRow] = await db.select().from(profiles).where(eq(profiles.id, zoe.profileId))
    const zoeActor = sessionChild(zoe.profileId, zoeRow!.userId, 'Zoe')
    await saveCode(db, zoeActor, { itemId, stepKey: 'line', baseRevision: 0, code: 'forward(100)' })

    // Empty class cards: nothing to print, two children waiting for an account.
    const before = (await getLoginCards(db, teacher, [schoolClass.id])).classes[0]!
    expect(before).toMatchObject({ students: [], sessionOnly: 2 })

    // Three hours later: the quick-join session is long over.
    const token = zoe.cookies.find((cookie) => cookie.name === 'token')!.value
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.profileId, zoe.profileId))
    await db
      .update(profiles)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(profiles.id, zoe.profileId))
    expect(await findLiveSession(db, token)).toBeNull()

    // Another school's teacher cannot do it for this class.
    const stranger = (await createAdult(db, await createSchool(db), 'TEACHER')).actor
    await expect(makeAccountsForClass(db, stranger, schoolClass.id)).rejects.toMatchObject({ status: 404 })

    expect(await makeAccountsForClass(db, teacher, schoolClass.id)).toEqual({ created: 2 })
    const rows = await db
      .select()
      .from(profiles)
      .where(
        and(eq(profiles.schoolId, school.id), sql`${profiles.id} in (${zoe.profileId}, ${kai.profileId})`),
      )
    for (const row of rows) {
      expect(row.role).toBe('STUDENT')
      expect(row.username).toMatch(/^[a-z.]+\d*$/)
      expect(row.picturePassword).toBeGreaterThanOrEqual(0)
      // Two pictures in a row (decision 162).
      expect(row.picturePasswordSecond).toBeGreaterThanOrEqual(0)
      expect(row.secretWords).toMatch(/^[a-z]+ [a-z]+$/)
    }
    expect(rows.find((row) => row.id === zoe.profileId)).toMatchObject({ name: 'Zoe', lastName: null })
    expect(rows.find((row) => row.id === kai.profileId)).toMatchObject({ name: 'Kai M', lastName: 'M' })

    // Pressing again finds nobody left to make an account for.
    expect(await makeAccountsForClass(db, teacher, schoolClass.id)).toEqual({ created: 0 })

    const after = (await getLoginCards(db, teacher, [schoolClass.id])).classes[0]!
    expect(after.sessionOnly).toBe(0)
    expect(after.students.map((student) => student.displayName).sort()).toEqual(['Kai M', 'Zoe'])

    // Zoe signs in with her two new pictures from her card and lands in the lesson with her code.
    const zoeNow = rows.find((row) => row.id === zoe.profileId)!
    const signedIn = await signInWithPicture(db, freshPlace(), {
      code: schoolClass.joinCode,
      student: classmateKey(schoolClass.id, zoe.profileId),
      pictures: [zoeNow.picturePassword!, zoeNow.picturePasswordSecond!],
    })
    expect(signedIn.profileId).toBe(zoe.profileId)
    expect(signedIn.redirectTo).toBe(`/student/lesson/${itemId}`)
    const lesson = await loadStudentLesson(
      db,
      { profileId: zoe.profileId, schoolId: school.id, visitorType: 'student' },
      itemId,
    )
    expect(lesson.progress?.code.line?.code).toBe('forward(100)')
    const progress = await db.select().from(lessonProgress).where(eq(lessonProgress.profileId, zoe.profileId))
    expect(progress.map((row) => row.status)).toEqual(['in_progress'])
  })
})
