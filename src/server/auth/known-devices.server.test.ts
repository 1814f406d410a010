import { desc, eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { redeemMagicToken } from '@/features/auth/token-sign-in.server'
import { knownDevices, mailOutbox } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, TEST_PASSWORD, uniqueId } from '@/test/factories'
import { KNOWN_DEVICE_COOKIE } from './known-devices'
import { lockedAnswer, type SignInPlace, signInWithEmail } from './sign-in'
import { hashToken } from './token-hash'
import { deleteExpiredSignIns } from './upkeep'

/**
 * Lock-outs anyone can cause (decision 164): ten wrong passwords typed by a stranger fill the
 * account's counter, but its owner keeps a way in — a device they signed in on before, or a
 * sign-in link mailed to the account's address.
 */
const stranger = (): SignInPlace => ({
  school: null,
  ip: `ip-${uniqueId()}`,
  cookiePair: { account: null, profile: null },
})

describeEachDatabase('an owner is not locked out by strangers', (getDb) => {
  async function adult() {
    const db = getDb()
    const user = await createUser(db)
    await addProfile(db, user, await createSchool(db), 'ADMIN')
    return user as typeof user & { email: string }
  }
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: { status: number }) => error.status,
    )
  async function lockOut(email: string) {
    for (let i = 0; i < 10; i++) {
      expect(await statusOf(signInWithEmail(getDb(), { email, password: `wrong ${i}` }, stranger()))).toBe(
        400,
      )
    }
  }

  it('a device the owner signed in on before is judged while strangers have locked the account', async () => {
    const db = getDb()
    const owner = await adult()
    const first = await signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger())
    const cookie = first.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)
    expect(cookie?.httpOnly).toBe(true)
    // Only the token's hash is stored.
    const [row] = await db.select().from(knownDevices).where(eq(knownDevices.userId, owner.id))
    expect(row?.tokenHash).toBe(hashToken(cookie!.value))

    await lockOut(owner.email)
    // A stranger's right guess, or the owner on a new device, now waits…
    await expect(
      signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger()),
    ).rejects.toMatchObject({ status: 429 })
    // …but the owner's known device gets in.
    const known = { ...stranger(), knownDevice: cookie!.value }
    const again = await signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, known)
    expect(again.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value).toBe(cookie!.value)
  })

  it('a known device has a small counter of its own, and a device known to another account does not help', async () => {
    const db = getDb()
    const owner = await adult()
    const other = await adult()
    const ownCookie = (
      await signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger())
    ).cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!.value
    const otherCookie = (
      await signInWithEmail(db, { email: other.email, password: TEST_PASSWORD }, stranger())
    ).cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!.value

    await lockOut(owner.email)
    await expect(
      signInWithEmail(
        db,
        { email: owner.email, password: TEST_PASSWORD },
        { ...stranger(), knownDevice: otherCookie },
      ),
    ).rejects.toMatchObject({ status: 429 })

    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      statuses.push(
        await statusOf(
          signInWithEmail(
            db,
            { email: owner.email, password: `typo ${i}` },
            { ...stranger(), knownDevice: ownCookie },
          ),
        ),
      )
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
  })

  it('a locked account is mailed a sign-in link that /token signs in with; an unknown address is answered the same, with no mail', async () => {
    const db = getDb()
    const owner = await adult()
    await lockOut(owner.email)
    const locked = await statusOf(
      signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger()),
    )
    expect(locked).toBe(429)
    await expect(
      signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger()),
    ).rejects.toMatchObject({ message: expect.stringContaining('We sent a sign-in link to your address') })
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
    const token = /\/token\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1]
    expect(token).toBeDefined()
    const signedIn = await redeemMagicToken(
      db,
      { token: token!, confirmed: true },
      { ...stranger(), currentToken: null, proof: null },
    )
    expect(signedIn.status).toBe('signed-in')
    // The link's device is known from now on.
    expect(
      signedIn.status === 'signed-in' && signedIn.cookies.some((c) => c.name === KNOWN_DEVICE_COOKIE),
    ).toBe(true)
    // At most three links an hour, however often the locked account is tried.
    for (let i = 0; i < 5; i++) {
      await statusOf(signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger()))
    }
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email))).toHaveLength(3)

    const nobody = `nobody-${uniqueId()}@example.test`
    await lockOut(nobody)
    await expect(signInWithEmail(db, { email: nobody, password: 'x' }, stranger())).rejects.toEqual(
      lockedAnswer(15 * 60),
    )
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, nobody))).toEqual([])
  })

  it('upkeep forgets a device unused for longer than its cookie lives, and keeps one in use', async () => {
    const db = getDb()
    const owner = await adult()
    await signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger())
    await signInWithEmail(db, { email: owner.email, password: TEST_PASSWORD }, stranger())
    const [stale] = await db.select().from(knownDevices).where(eq(knownDevices.userId, owner.id)).limit(1)
    await db
      .update(knownDevices)
      .set({ lastUsedAt: sql`now() - interval '366 days'` })
      .where(eq(knownDevices.id, stale!.id))
    expect((await deleteExpiredSignIns(db)).knownDevices).toBeGreaterThanOrEqual(1)
    const left = await db.select().from(knownDevices).where(eq(knownDevices.userId, owner.id))
    expect(left.map((row) => row.id)).not.toContain(stale!.id)
    expect(left).toHaveLength(1)
  })
})
