import { and, eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { activity, rateLimits } from '@/server/db/schema'
import { clientIp } from '@/server/middleware/api-handler'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, TEST_PASSWORD, uniqueId } from '@/test/factories'
import { signInWithEmail, signInWithUsername } from './sign-in'

const place = (school: Awaited<ReturnType<typeof createSchool>> | null, ip = `ip-${uniqueId()}`) => ({
  school,
  ip,
  cookiePair: { account: null, profile: null },
})

describeEachDatabase('login limits under a burst', (getDb) => {
  it('judges at most 5 of 30 parallel wrong student passwords, locks the child and tells the teacher', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db, { email: null })
    const username = `kid.${uniqueId()}`
    const kid = await addProfile(db, user, school, 'STUDENT', { username })
    const statuses = await burst(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          signInWithUsername(db, { username, password: `wrong-${i}` }, place(school, `ip-${i}`)),
      ),
    )
    expect(statuses).toEqual({ 400: 5, 429: 25 })
    await expect(
      signInWithUsername(db, { username, password: TEST_PASSWORD }, place(school)),
    ).rejects.toMatchObject({ status: 429 })
    const told = await db
      .select()
      .from(activity)
      .where(and(eq(activity.profileId, kid.profileId), eq(activity.kind, 'login_locked')))
    expect(told).toHaveLength(1)
  })
})

describeEachDatabase('login limits under a burst (adults, addresses, classes)', (getDb) => {
  it('judges at most 10 of 30 parallel wrong adult passwords; then even the right one waits', async () => {
    const db = getDb()
    const user = await createUser(db)
    await addProfile(db, user, await createSchool(db), 'TEACHER')
    const statuses = await burst(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          signInWithEmail(
            db,
            { email: user.email!, password: `wrong-${i}` },
            place(null, `ip-${i}-${uniqueId()}`),
          ),
      ),
    )
    expect(statuses).toEqual({ 400: 10, 429: 20 })
    await expect(
      signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(null)),
    ).rejects.toMatchObject({ status: 429 })
  })

  it('judges at most 50 of 80 parallel misses from one address across many accounts', async () => {
    const db = getDb()
    const ip = `ip-${uniqueId()}`
    const statuses = await burst(
      Array.from(
        { length: 80 },
        (_, i) => () =>
          signInWithEmail(
            db,
            { email: `nobody-${i}-${uniqueId()}@example.test`, password: 'x' },
            place(null, ip),
          ),
      ),
    )
    expect(statuses).toEqual({ 400: 50, 429: 30 })
  })

  it('counts the addresses of one IPv6 /64 as one client: of 55 misses from 55 of them, 50 are judged', async () => {
    const db = getDb()
    const id = uniqueId()
    const network = `2001:db8:${id.slice(0, 4)}:${id.slice(4, 8)}`
    const statuses: Record<number, number> = {}
    for (let i = 0; i < 55; i++) {
      // Behind TRUSTED_PROXY the server entry sets the request's `ip` to the forwarded address.
      const request = Object.assign(new Request('http://localhost/api/auth/login'), {
        ip: `${network}:${i.toString(16)}:0:0:${(i * 7).toString(16)}`,
      })
      const status = await signInWithEmail(
        db,
        { email: `nobody-${i}-${uniqueId()}@example.test`, password: 'x' },
        place(null, clientIp(request)),
      ).then(
        () => 200,
        (error: { status: number }) => error.status,
      )
      statuses[status] = (statuses[status] ?? 0) + 1
    }
    expect(statuses).toEqual({ 400: 50, 429: 5 })
  })

  it('a class of 30 signing in right from one school address is never slowed down', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const ip = `school-${uniqueId()}`
    const kids = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const user = await createUser(db, { email: null })
        const username = `kid.${uniqueId()}`
        await addProfile(db, user, school, 'STUDENT', { username })
        return username
      }),
    )
    // Morning and afternoon: 60 right sign-ins, a few typos among them, all from one address.
    for (let round = 0; round < 2; round++) {
      const typos = await burst(
        kids
          .slice(0, 10)
          .map((username) => () => signInWithUsername(db, { username, password: 'typo' }, place(school, ip))),
      )
      expect(typos).toEqual({ 400: 10 })
      const statuses = await burst(
        kids.map(
          (username) => () =>
            signInWithUsername(db, { username, password: TEST_PASSWORD }, place(school, ip)),
        ),
      )
      expect(statuses).toEqual({ 200: 30 })
    }
  })

  it('a locked child may try again a minute after the fifth miss, and a right answer forgives the misses', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db, { email: null })
    const username = `kid.${uniqueId()}`
    const kid = await addProfile(db, user, school, 'STUDENT', { username })
    const at = place(school)
    for (let i = 0; i < 4; i++) {
      await expect(signInWithUsername(db, { username, password: 'oops' }, at)).rejects.toMatchObject({
        status: 400,
      })
    }
    await signInWithUsername(db, { username, password: TEST_PASSWORD }, at)
    // The four misses are forgotten: four more do not lock.
    for (let i = 0; i < 4; i++) {
      await expect(signInWithUsername(db, { username, password: 'oops' }, at)).rejects.toMatchObject({
        status: 400,
      })
    }
    await expect(signInWithUsername(db, { username, password: 'oops' }, at)).rejects.toMatchObject({
      status: 400,
    })
    await expect(signInWithUsername(db, { username, password: TEST_PASSWORD }, at)).rejects.toMatchObject({
      status: 429,
    })
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, `login:student:${kid.profileId}`))
    await expect(signInWithUsername(db, { username, password: TEST_PASSWORD }, at)).resolves.toMatchObject({
      profile: { id: kid.profileId },
    })
  })

  it('an unknown username is locked like a real one, so a lock tells nothing', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const username = `nobody.${uniqueId()}`
    const statuses = await burst(
      Array.from(
        { length: 12 },
        () => () => signInWithUsername(db, { username, password: 'x' }, place(school)),
      ),
    )
    expect(statuses).toEqual({ 400: 5, 429: 7 })
  })
})
