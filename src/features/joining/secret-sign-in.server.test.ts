import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import {
  getClassSignIn,
  giveClassTwoPictures,
  resumeClassSignInAsTeacher,
} from '@/features/classes/class-sign-in.server'
import { getLoginCards } from '@/features/students/login-cards.server'
import { resetStudentSecret, unlockStudent } from '@/features/students/student-secrets.server'
import type { Actor } from '@/server/auth/actor'
import { activity, profiles, rateLimits } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createClass, createSchool, createStudent, type TestSchool } from '@/test/factories'
import { type JoinPlace, lookupClass } from './find-class.server'
import { classmateKey } from './join-roster.server'
import {
  askTeacher,
  classPaused,
  signInWithPicture,
  signInWithWords,
  waitAMinute,
} from './secret-sign-in.server'

/**
 * Picture and words sign-in against a guesser who has the class code (decision 162): locks that
 * escalate to the teacher, misses counted per class, two pictures in order, a roster of keys.
 */
describeEachDatabase('secret sign-in', (getDb) => {
  let school: TestSchool
  let place: JoinPlace
  let teacher: Actor
  let otherTeacher: Actor
  let ipCounter = 0
  const freshPlace = (): JoinPlace => ({ ...place, ip: `198.51.100.${++ipCounter}` })

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { name: 'Brook Primary', paid: 'school' })
    place = { school: { id: school.id, subdomain: school.subdomain, name: school.name }, ip: '198.51.100.1' }
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    otherTeacher = (await createAdult(db, school, 'TEACHER')).actor
  })

  const pictureClass = (name = 'Hedgehogs') =>
    createClass(getDb(), school, { name, loginType: 'picture', teacherIds: [teacher.profileId] })

  /** The minute of a one-minute lock has passed. */
  const aMinuteLater = (profileId: string) =>
    getDb()
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, `login:student:${profileId}`))

  const tap = (
    schoolClass: { id: string; joinCode: string },
    kid: { profileId: string },
    pictures: number[],
    at = freshPlace(),
  ) =>
    signInWithPicture(getDb(), at, {
      code: schoolClass.joinCode,
      student: classmateKey(schoolClass.id, kid.profileId),
      pictures,
    })

  const profileOf = async (profileId: string) => {
    const [row] = await getDb()
      .select({ signInLocks: profiles.signInLocks, unlockRequiredAt: profiles.unlockRequiredAt })
      .from(profiles)
      .where(eq(profiles.id, profileId))
    return row!
  }

  it('two pictures sign in only in their order; a child with one picture still taps one', async () => {
    const schoolClass = await pictureClass()
    const pair = await createStudent(getDb(), school, {
      firstName: 'Pia',
      picturePassword: 2,
      picturePasswordSecond: 9,
      classIds: [schoolClass.id],
    })
    const single = await createStudent(getDb(), school, {
      firstName: 'Sol',
      picturePassword: 4,
      classIds: [schoolClass.id],
    })
    await expect(tap(schoolClass, pair, [9, 2])).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('not your two pictures'),
    })
    await expect(tap(schoolClass, pair, [2])).rejects.toMatchObject({ status: 400 })
    await expect(tap(schoolClass, pair, [2, 2])).rejects.toMatchObject({ status: 400 })
    expect((await tap(schoolClass, pair, [2, 9])).profileId).toBe(pair.profileId)
    await expect(tap(schoolClass, single, [4, 4])).rejects.toMatchObject({ status: 400 })
    expect((await tap(schoolClass, single, [4])).profileId).toBe(single.profileId)
  })

  it('the roster gives names, keys of this class and how many pictures: no profile ids', async () => {
    const schoolClass = await pictureClass()
    const pair = await createStudent(getDb(), school, {
      firstName: 'Ada',
      lastName: 'Lee',
      picturePasswordSecond: 1,
      classIds: [schoolClass.id],
    })
    const single = await createStudent(getDb(), school, { firstName: 'Bo', classIds: [schoolClass.id] })
    const found = await lookupClass(getDb(), freshPlace(), schoolClass.joinCode)
    expect(found.students).toEqual([
      { key: classmateKey(schoolClass.id, pair.profileId), name: 'Ada L.', pictures: 2 },
      {
        key: classmateKey(schoolClass.id, single.profileId),
        name: expect.stringMatching(/^Bo/),
        pictures: 1,
      },
    ])
    const answer = JSON.stringify(found)
    for (const id of [pair.profileId, single.profileId, pair.userId, schoolClass.id]) {
      expect(answer).not.toContain(id)
    }
    // The same child has another key in another class: a key means nothing elsewhere.
    const other = await pictureClass('Otters')
    expect(classmateKey(other.id, pair.profileId)).not.toBe(classmateKey(schoolClass.id, pair.profileId))
    await expect(
      signInWithPicture(getDb(), freshPlace(), {
        code: other.joinCode,
        student: classmateKey(schoolClass.id, pair.profileId),
        pictures: [3, 1],
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('the second lock holds until a teacher unlocks; the next lock needs the teacher again; getting in starts over', async () => {
    const db = getDb()
    const schoolClass = await pictureClass()
    const kid = await createStudent(db, school, {
      firstName: 'Esc',
      picturePassword: 5,
      picturePasswordSecond: 6,
      classIds: [schoolClass.id],
    })
    const guesser = freshPlace()
    const fiveMisses = async (last: string) => {
      for (let miss = 1; miss < 5; miss++) {
        await expect(tap(schoolClass, kid, [0, miss], guesser)).rejects.toMatchObject({ status: 400 })
      }
      await expect(tap(schoolClass, kid, [0, 5], guesser)).rejects.toMatchObject({
        status: 423,
        message: last,
      })
    }
    // First lock: a minute.
    await fiveMisses(waitAMinute())
    expect(await profileOf(kid.profileId)).toMatchObject({ signInLocks: 1, unlockRequiredAt: null })
    await expect(tap(schoolClass, kid, [5, 6])).rejects.toMatchObject({ status: 423, message: waitAMinute() })
    await aMinuteLater(kid.profileId)
    // Second lock: only the teacher.
    await fiveMisses(askTeacher())
    expect((await profileOf(kid.profileId)).unlockRequiredAt).not.toBeNull()
    await aMinuteLater(kid.profileId)
    await expect(tap(schoolClass, kid, [5, 6])).rejects.toMatchObject({ status: 423, message: askTeacher() })
    const [locked] = await db
      .select({ subject: activity.subject })
      .from(activity)
      .where(and(eq(activity.profileId, kid.profileId), eq(activity.kind, 'login_locked')))
      .orderBy(sql`${activity.createdAt} desc`)
      .limit(1)
    expect(locked?.subject).toMatchObject({ teacherMustUnlock: true, className: 'Hedgehogs' })

    // The class page says so; a teacher of another class cannot see or unlock them.
    expect((await getClassSignIn(db, teacher, schoolClass.id)).locked).toEqual([
      expect.objectContaining({ profileId: kid.profileId, teacherMustUnlock: true, until: null }),
    ])
    await expect(getClassSignIn(db, otherTeacher, schoolClass.id)).rejects.toMatchObject({ status: 404 })
    await expect(unlockStudent(db, otherTeacher, kid.profileId)).rejects.toMatchObject({ status: 404 })

    // The teacher unlocks: the child may try again, but five more misses need the teacher again.
    await unlockStudent(db, teacher, kid.profileId)
    expect((await getClassSignIn(db, teacher, schoolClass.id)).locked).toEqual([])
    await fiveMisses(askTeacher())
    await unlockStudent(db, teacher, kid.profileId)
    expect((await tap(schoolClass, kid, [5, 6])).profileId).toBe(kid.profileId)
    expect(await profileOf(kid.profileId)).toEqual({ signInLocks: 0, unlockRequiredAt: null })
    // Got in: the next lock is a minute again.
    await fiveMisses(waitAMinute())
  })

  it('parallel guesses at a locked-for-the-teacher child are not judged', async () => {
    const db = getDb()
    const schoolClass = await pictureClass()
    const kid = await createStudent(db, school, {
      picturePassword: 7,
      picturePasswordSecond: 7,
      classIds: [schoolClass.id],
    })
    await db
      .update(profiles)
      .set({ signInLocks: 2, unlockRequiredAt: new Date() })
      .where(eq(profiles.id, kid.profileId))
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => tap(schoolClass, kid, [7, i])),
    )
    // The right pair (7, 7) was among them, and nothing got in.
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    const [counted] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:student:${kid.profileId}`))
    expect(counted).toBeUndefined()
  })

  it('misses spread over many children pause the class after 40 and one more per child; the teacher lets it sign in again', async () => {
    const db = getDb()
    const schoolClass = await pictureClass('Badgers')
    const otherClass = await pictureClass('Foxes')
    const kids = []
    for (let i = 0; i < 14; i++) {
      kids.push(
        await createStudent(db, school, {
          firstName: `Kid${i}`,
          picturePassword: 3,
          picturePasswordSecond: 8,
          classIds: [schoolClass.id],
        }),
      )
    }
    const neighbour = await createStudent(db, school, {
      picturePassword: 3,
      picturePasswordSecond: 8,
      classIds: [otherClass.id],
    })
    // 4 misses at most on each of 14 children (no child is locked), from a new address each
    // time: the 54th miss (40, and one per child) pauses the class.
    const limit = 40 + kids.length
    let misses = 0
    for (const kid of kids) {
      for (let miss = 0; miss < 4 && misses < limit; miss++) {
        misses += 1
        await expect(tap(schoolClass, kid, [misses % 12, 0])).rejects.toMatchObject(
          misses < limit ? { status: 400 } : { status: 423, message: classPaused() },
        )
      }
    }
    expect(misses).toBe(54)
    // The class is paused for everyone, a right answer too; another class is not.
    await expect(tap(schoolClass, kids[0]!, [3, 8])).rejects.toMatchObject({
      status: 423,
      message: classPaused(),
    })
    expect((await tap(otherClass, neighbour, [3, 8])).profileId).toBe(neighbour.profileId)
    const pauses = await db
      .select({ subject: activity.subject })
      .from(activity)
      .where(
        and(
          eq(activity.kind, 'class_sign_in_paused'),
          sql`${activity.subject}->>'classId' = ${schoolClass.id}`,
        ),
      )
    expect(pauses).toHaveLength(1)
    expect((await getClassSignIn(db, teacher, schoolClass.id)).paused).toBe(true)
    await expect(resumeClassSignInAsTeacher(db, otherTeacher, schoolClass.id)).rejects.toMatchObject({
      status: 404,
    })

    await resumeClassSignInAsTeacher(db, teacher, schoolClass.id)
    expect((await getClassSignIn(db, teacher, schoolClass.id)).paused).toBe(false)
    expect((await tap(schoolClass, kids[0]!, [3, 8])).profileId).toBe(kids[0]!.profileId)
  })

  it('right answers do not use up the class: 45 children signing in right, then one miss', async () => {
    const db = getDb()
    const schoolClass = await pictureClass('Robins')
    const kid = await createStudent(db, school, {
      picturePassword: 1,
      picturePasswordSecond: 2,
      classIds: [schoolClass.id],
    })
    for (let i = 0; i < 45; i++) await tap(schoolClass, kid, [1, 2])
    await expect(tap(schoolClass, kid, [2, 1])).rejects.toMatchObject({ status: 400 })
  })

  it('secret words escalate and count per class the same way', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, {
      name: 'Kestrels',
      loginType: 'words',
      teacherIds: [teacher.profileId],
    })
    const kid = await createStudent(db, school, { secretWords: 'brave otter', classIds: [schoolClass.id] })
    const type = (words: string, at = freshPlace()) =>
      signInWithWords(db, at, {
        code: schoolClass.joinCode,
        student: classmateKey(schoolClass.id, kid.profileId),
        words,
      })
    for (const last of [waitAMinute(), askTeacher()]) {
      for (let miss = 1; miss < 5; miss++) {
        await expect(type('happy tiger')).rejects.toMatchObject({ status: 400 })
      }
      await expect(type('happy tiger')).rejects.toMatchObject({ status: 423, message: last })
      await aMinuteLater(kid.profileId)
    }
    await expect(type('Brave Otter')).rejects.toMatchObject({ status: 423, message: askTeacher() })
    await unlockStudent(db, teacher, kid.profileId)
    expect((await type('Brave Otter')).profileId).toBe(kid.profileId)
    const [classCount] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:class:${schoolClass.id}`))
    expect(classCount?.count).toBe(10)
  })

  it('new pictures are two and start escalation again; "give everyone two pictures" keeps the first', async () => {
    const db = getDb()
    const schoolClass = await pictureClass('Wrens')
    const oldOne = await createStudent(db, school, { picturePassword: 10, classIds: [schoolClass.id] })
    const hasTwo = await createStudent(db, school, {
      picturePassword: 0,
      picturePasswordSecond: 11,
      classIds: [schoolClass.id],
    })
    await db
      .update(profiles)
      .set({ signInLocks: 3, unlockRequiredAt: new Date() })
      .where(eq(profiles.id, oldOne.profileId))
    expect((await getClassSignIn(db, teacher, schoolClass.id)).onePicture).toBe(1)

    expect(await giveClassTwoPictures(db, teacher, schoolClass.id)).toEqual({ given: 1 })
    expect(await giveClassTwoPictures(db, teacher, schoolClass.id)).toEqual({ given: 0 })
    const [after] = await db
      .select({ first: profiles.picturePassword, second: profiles.picturePasswordSecond })
      .from(profiles)
      .where(eq(profiles.id, oldOne.profileId))
    expect(after!.first).toBe(10)
    expect(after!.second).toEqual(expect.any(Number))
    expect((await getClassSignIn(db, teacher, schoolClass.id)).onePicture).toBe(0)
    // The cards print both, in order, and the QR code carries the class's key.
    const cards = await getLoginCards(db, teacher, [schoolClass.id])
    const card = cards.classes[0]!.students.find((student) => student.id === oldOne.profileId)!
    expect(card).toMatchObject({ picturePassword: 10, picturePasswordSecond: after!.second })
    expect(card.joinKey).toBe(classmateKey(schoolClass.id, oldOne.profileId))
    const other = cards.classes[0]!.students.find((student) => student.id === hasTwo.profileId)!
    expect(other).toMatchObject({ picturePassword: 0, picturePasswordSecond: 11 })

    // A reset gives a new pair and lifts every lock, escalation too.
    const fresh = await resetStudentSecret(db, teacher, oldOne.profileId, 'picture')
    expect(fresh.picturePasswordSecond).toEqual(expect.any(Number))
    expect([fresh.picturePassword, fresh.picturePasswordSecond]).not.toEqual([10, after!.second])
    expect(await profileOf(oldOne.profileId)).toEqual({ signInLocks: 0, unlockRequiredAt: null })
    expect(
      (await tap(schoolClass, oldOne, [fresh.picturePassword!, fresh.picturePasswordSecond!])).profileId,
    ).toBe(oldOne.profileId)

    const wordsClass = await createClass(db, school, { loginType: 'words', teacherIds: [teacher.profileId] })
    await expect(giveClassTwoPictures(db, teacher, wordsClass.id)).rejects.toMatchObject({ status: 409 })
  })
})
