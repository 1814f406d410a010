import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { mailOutbox, schools } from '@/server/db/schema'
import { burst } from '@/test/burst'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, uniqueId } from '@/test/factories'
import { requestPasswordReset, resetRequested } from './password-reset.server'
import { createSchoolAccount, SIGNUP_ADDRESS_LIMIT, SIGNUP_IP_LIMIT } from './signup.server'
import { redeemMagicToken, redeemTransfer, type TokenPlace } from './token-sign-in.server'

describeEachDatabase('reset, token and signup limits under a burst', (getDb) => {
  it('judges at most 30 of 45 parallel reset requests from one address', async () => {
    const db = getDb()
    const ip = `ip-${uniqueId()}`
    const statuses = await burst(
      Array.from(
        { length: 45 },
        (_, i) => () =>
          requestPasswordReset(db, { email: `r${i}-${uniqueId()}@example.test`, origin: 'http://x', ip }),
      ),
    )
    expect(statuses).toEqual({ 200: 30, 429: 15 })
  })

  it('mails one address at most 5 times an hour, however many ask at once, with the same answer', async () => {
    const db = getDb()
    const user = await createUser(db)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        requestPasswordReset(db, { email: user.email!, origin: 'http://x', ip: `ip-${uniqueId()}` }),
      ),
    )
    expect(new Set(answers.map((answer) => answer.message))).toEqual(new Set([resetRequested()]))
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email!))
    expect(mails).toHaveLength(5)
  })

  it('judges at most 30 of 45 parallel wrong transfer tokens from one address; then even a good one waits', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const place: TokenPlace = {
      school,
      ip: `ip-${uniqueId()}`,
      cookiePair: { account: null, profile: null },
      currentToken: null,
      proof: null,
    }
    const profile = '00000000-0000-4000-8000-000000000000'
    const statuses = await burst(
      Array.from(
        { length: 45 },
        (_, i) => () =>
          redeemTransfer(
            db,
            { token: `guess-${i}`, account: school.subdomain, profile, confirmed: true },
            place,
          ),
      ),
    )
    expect(statuses).toEqual({ 400: 30, 429: 15 })
    // Magic links share the counter.
    await expect(
      redeemMagicToken(db, { token: 'another-guess', confirmed: true }, place),
    ).rejects.toMatchObject({
      status: 429,
    })
    // A right token gives its count back (a class of redirects does not use the address up).
    const user = await createUser(db)
    await addProfile(db, user, school, 'TEACHER')
    const elsewhere = { ...place, ip: `ip-${uniqueId()}` }
    const { issueToken } = await import('@/server/auth/one-time-tokens')
    for (let i = 0; i < 40; i++) {
      const { token } = await issueToken(db, { kind: 'magic', userId: user.id, schoolId: school.id })
      await expect(redeemMagicToken(db, { token, confirmed: true }, elsewhere)).resolves.toMatchObject({
        status: 'signed-in',
      })
    }
  })

  it('starts at most 3 schools an hour for one address and 10 for one IP, even all at once', async () => {
    const db = getDb()
    const email = `busy-${uniqueId()}@example.test`
    const setup = (input: { email: string; ip: string }) => () =>
      createSchoolAccount(db, {
        schoolName: 'Burst School',
        subdomain: `b-${uniqueId()}`,
        name: 'Busy Head',
        schoolOrigin: 'http://x',
        ...input,
      })
    const byAddress = await burst(Array.from({ length: 8 }, () => setup({ email, ip: `ip-${uniqueId()}` })))
    expect(byAddress).toEqual({ 200: SIGNUP_ADDRESS_LIMIT.limit, 429: 8 - SIGNUP_ADDRESS_LIMIT.limit })
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(3)
    const ip = `ip-${uniqueId()}`
    const byIp = await burst(
      Array.from({ length: 15 }, () => setup({ email: `x-${uniqueId()}@example.test`, ip })),
    )
    expect(byIp).toEqual({ 200: SIGNUP_IP_LIMIT.limit, 429: 15 - SIGNUP_IP_LIMIT.limit })
    expect(await db.select().from(schools).where(eq(schools.name, 'Burst School'))).toHaveLength(13)
  })
})
