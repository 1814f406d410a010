import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { redeemToken } from '@/server/auth/one-time-tokens'
import { findLiveSession } from '@/server/auth/sessions'
import { signInWithEmail } from '@/server/auth/sign-in'
import { makeProfile, makeSchool, makeUser, short, TEST_PASSWORD } from '@/server/auth/test-factories'
import { users } from '@/server/db/schema'
import { latestMailTo } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import { newPasswordSchema } from './auth.schemas'
import { findSchools } from './go-to-school.server'
import {
  PASSWORD_LINK_EXPIRED,
  passwordTokenStatus,
  RESET_REQUESTED,
  requestPasswordReset,
  sendInvitation,
  setPasswordWithToken,
} from './password-reset.server'
import { suggestSubdomain } from './signup.schemas'
import { checkSubdomain, createSchoolAccount } from './signup.server'

const place = { school: null, ip: 'test', cookiePair: { account: null, profile: null } }
const tokenIn = (text: string, page: string) => {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`)
  return match[1]
}

describe('new passwords (PRODUCT.md §8)', () => {
  it.each(['short', '1234567890', 'password123', 'aaaaaaaaaaaa', 'qwertyuiop'])('refuses %j', (password) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(false)
  })
  it('accepts a short sentence', () => {
    expect(newPasswordSchema.safeParse('turtles draw squares').success).toBe(true)
  })
  it('suggests a subdomain from the school name', () => {
    expect(suggestSubdomain("St. Mary's Primary — Nörth")).toBe('st-marys-primary-north')
  })
})

describeEachDatabase('password reset and invitations (outbox)', (getDb) => {
  it('mails a one-hour single-use reset link; the new password works and old sessions end', async () => {
    const db = getDb()
    const school = await makeSchool(db)
    const user = await makeUser(db)
    await makeProfile(db, { userId: user.id, school, role: 'TEACHER' })
    const before = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place)

    const answer = await requestPasswordReset(db, {
      email: user.email!,
      origin: 'http://localhost:3000',
      ip: short(),
    })
    expect(answer.message).toBe(RESET_REQUESTED)
    const mail = await latestMailTo(db, user.email!)
    expect(mail?.subject).toBe('Reset your CodeSchool password')
    expect(mail?.sentAt).toBeNull()
    const token = tokenIn(mail!.textBody, 'reset-password')

    expect(await passwordTokenStatus(db, 'reset', token)).toEqual({ valid: true, email: user.email })
    expect(await passwordTokenStatus(db, 'invite', token)).toEqual({ valid: false, email: null })
    await setPasswordWithToken(db, { kind: 'reset', token, password: 'a brand new sentence' })
    expect(await findLiveSession(db, before.answer.token)).toBeNull()
    await expect(
      signInWithEmail(db, { email: user.email!, password: 'a brand new sentence' }, place),
    ).resolves.toBeDefined()
    await expect(
      setPasswordWithToken(db, { kind: 'reset', token, password: 'another sentence here' }),
    ).rejects.toEqual(new HttpError(400, PASSWORD_LINK_EXPIRED))
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const db = getDb()
    const email = `nobody-${short()}@example.test`
    const answer = await requestPasswordReset(db, { email, origin: 'http://localhost:3000', ip: short() })
    expect(answer.message).toBe(RESET_REQUESTED)
    expect(await latestMailTo(db, email)).toBeNull()
  })

  it('mails a seven-day invitation that sets the first password', async () => {
    const db = getDb()
    const school = await makeSchool(db)
    const email = `invited-${short()}@example.test`
    const [user] = await db.insert(users).values({ email, name: 'New Teacher' }).returning({ id: users.id })
    await makeProfile(db, { userId: user!.id, school, role: 'TEACHER' })
    await sendInvitation(db, {
      userId: user!.id,
      email,
      name: 'New Teacher',
      schoolName: school.name,
      origin: 'http://x',
    })
    const token = tokenIn((await latestMailTo(db, email))!.textBody, 'set-password')
    await setPasswordWithToken(db, { kind: 'invite', token, password: 'my first sentence' })
    await expect(signInWithEmail(db, { email, password: 'my first sentence' }, place)).resolves.toBeDefined()
  })
})

describeEachDatabase('new schools (signup → account setup)', (getDb) => {
  it('refuses reserved, malformed and taken subdomains', async () => {
    const db = getDb()
    const taken = await makeSchool(db)
    expect(await checkSubdomain(db, 'admin')).toEqual({
      available: false,
      reason: 'That address is reserved. Try another.',
    })
    expect((await checkSubdomain(db, 'a_b')).available).toBe(false)
    expect((await checkSubdomain(db, taken.subdomain)).available).toBe(false)
    expect(await checkSubdomain(db, `free-${short()}`)).toEqual({ available: true })
  })

  it('creates the school, its admin and a transfer token for the new host', async () => {
    const db = getDb()
    const subdomain = `new-${short()}`
    const email = `head-${short()}@example.test`
    const created = await createSchoolAccount(db, {
      schoolName: 'Hill Top Primary',
      subdomain,
      email,
      name: 'Pat Head',
      password: 'hill top sentence',
      ip: short(),
    })
    expect(created.subdomain).toBe(subdomain)
    const school = await findSchools(db, subdomain)
    expect(school[0]).toEqual({ name: 'Hill Top Primary', subdomain })
    const [schoolRow] = await findSchools(db, 'Hill Top')
    expect(schoolRow?.subdomain).toBeDefined()
    const redeemed = await redeemToken(db, {
      kind: 'transfer',
      token: created.transferToken,
      profileId: created.profileId,
    })
    expect(redeemed?.userId).toBe(created.userId)
    await expect(signInWithEmail(db, { email, password: 'hill top sentence' }, place)).resolves.toBeDefined()
    await expect(
      createSchoolAccount(db, {
        schoolName: 'Again',
        subdomain,
        email: `x-${short()}@example.test`,
        name: 'X',
        password: 'some good sentence',
        ip: short(),
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'subdomain' }] })
  })

  it('adds a school to an existing account only with its password', async () => {
    const db = getDb()
    const user = await makeUser(db)
    const input = { schoolName: 'Second School', email: user.email!, name: 'Existing', ip: short() }
    await expect(
      createSchoolAccount(db, { ...input, subdomain: `s2-${short()}`, password: 'not the right one' }),
    ).rejects.toMatchObject({ status: 400 })
    const created = await createSchoolAccount(db, {
      ...input,
      subdomain: `s2-${short()}`,
      password: TEST_PASSWORD,
    })
    expect(created.userId).toBe(user.id)
  })
})
