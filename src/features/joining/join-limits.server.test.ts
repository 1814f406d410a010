import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unlockStudent } from '@/features/students/student-secrets.server'
import type { Actor } from '@/server/auth/actor'
import { activity } from '@/server/db/schema'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createClass, createSchool, createStudent, type TestSchool } from '@/test/factories'
import { type JoinPlace, lookupClass } from './find-class.server'
import { classmateKey } from './join-roster.server'
import { signInWithPicture, signInWithWords } from './secret-sign-in.server'

const PICTURES = 12

describeEachDatabase('join limits under a burst (class codes, pictures, secret words)', (getDb) => {
  let school: TestSchool
  let place: JoinPlace
  let teacher: Actor
  let ipCounter = 0
  const at = (): JoinPlace => ({ ...place, ip: `198.51.100.${++ipCounter}` })

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { name: 'Burst Primary' })
    place = { school: { id: school.id, subdomain: school.subdomain, name: school.name }, ip: '198.51.100.1' }
    teacher = (await createAdult(db, school, 'TEACHER')).actor
  })

  async function lockouts(profileId: string) {
    return getDb()
      .select()
      .from(activity)
      .where(and(eq(activity.profileId, profileId), eq(activity.kind, 'login_locked')))
  }

  it('judges at most 10 of 15 parallel wrong class codes from one browser, 200 of 230 from one address', async () => {
    const db = getDb()
    const browser = { ...at(), browser: 'c'.repeat(32) }
    const fromBrowser = await burst(
      Array.from({ length: 15 }, () => () => lookupClass(db, browser, 'AAAAAA')),
    )
    expect(fromBrowser).toEqual({ 404: 10, 429: 5 })
    // Without the cookie (a guesser drops it), the address's own, higher limit holds.
    const from = at()
    const statuses = await burst(Array.from({ length: 230 }, () => () => lookupClass(db, from, 'AAAAAA')))
    expect(statuses).toEqual({ 404: 200, 429: 30 })
  })

  it('every wrong picture tapped at once: at most 5 judged, the child locked once, the teacher told once', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, {
      loginType: 'picture',
      teacherIds: [teacher.profileId],
    })
    const kid = await createStudent(db, school, { picturePassword: 7, classIds: [schoolClass.id] })
    const from = at()
    // The eleven wrong pictures of the twelve. (With the right one among them the outcome would
    // depend on the order: a success forgives the misses before it, as five in a row means.)
    const wrong = Array.from({ length: PICTURES }, (_, picture) => picture).filter((picture) => picture !== 7)
    const statuses = await burst(
      wrong.map(
        (picture) => () =>
          signInWithPicture(db, from, {
            code: schoolClass.joinCode,
            student: classmateKey(schoolClass.id, kid.profileId),
            pictures: [picture],
          }),
      ),
    )
    // Four misses answered "try again", the fifth locked; the other six were never looked at.
    expect(statuses).toEqual({ 400: 4, 423: 7 })
    expect(await lockouts(kid.profileId)).toHaveLength(1)
    // Locked means locked: even the right picture waits for the minute to pass.
    await expect(
      signInWithPicture(db, at(), {
        code: schoolClass.joinCode,
        student: classmateKey(schoolClass.id, kid.profileId),
        pictures: [7],
      }),
    ).rejects.toMatchObject({ status: 423 })
  })

  it('30 wrong secret words at once: 5 judged, then locked, told once; the teacher’s unlock lets the child in', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { loginType: 'words', teacherIds: [teacher.profileId] })
    const kid = await createStudent(db, school, { secretWords: 'happy tiger', classIds: [schoolClass.id] })
    const statuses = await burst(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          signInWithWords(db, at(), {
            code: schoolClass.joinCode,
            student: classmateKey(schoolClass.id, kid.profileId),
            words: `wrong words${'x'.repeat(i % 5)}`,
          }),
      ),
    )
    expect(statuses).toEqual({ 400: 4, 423: 26 })
    expect(await lockouts(kid.profileId)).toHaveLength(1)
    await expect(
      signInWithWords(db, at(), {
        code: schoolClass.joinCode,
        student: classmateKey(schoolClass.id, kid.profileId),
        words: 'happy tiger',
      }),
    ).rejects.toMatchObject({ status: 423 })
    await unlockStudent(db, teacher, kid.profileId)
    await expect(
      signInWithWords(db, at(), {
        code: schoolClass.joinCode,
        student: classmateKey(schoolClass.id, kid.profileId),
        words: 'happy tiger',
      }),
    ).resolves.toMatchObject({ profileId: kid.profileId })
  })

  it('a class of 30 tapping the right picture from one school address twice a day is never slowed down', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, {
      loginType: 'picture',
      teacherIds: [teacher.profileId],
    })
    const kids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createStudent(db, school, { picturePassword: i % PICTURES, classIds: [schoolClass.id] }),
      ),
    )
    const schoolAddress = at()
    for (let round = 0; round < 3; round++) {
      // Ten children tap a wrong picture first, then everyone gets theirs right.
      const misses = await burst(
        kids.slice(0, 10).map(
          (kid, i) => () =>
            signInWithPicture(db, schoolAddress, {
              code: schoolClass.joinCode,
              student: classmateKey(schoolClass.id, kid.profileId),
              pictures: [(i + 1) % PICTURES],
            }),
        ),
      )
      expect(misses).toEqual({ 400: 10 })
      const statuses = await burst(
        kids.map(
          (kid, i) => () =>
            signInWithPicture(db, schoolAddress, {
              code: schoolClass.joinCode,
              student: classmateKey(schoolClass.id, kid.profileId),
              pictures: [i % PICTURES],
            }),
        ),
      )
      expect(statuses).toEqual({ 200: 30 })
    }
  })
})
