import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { findLiveSession } from '@/server/auth/sessions'
import { signInWithEmail } from '@/server/auth/sign-in'
import { latestMailTo } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, TEST_PASSWORD, uniqueId } from '@/test/factories'
import { newPasswordSchema } from './auth.schemas'
import { findSchools } from './go-to-school.server'
import {
  passwordLinkExpired,
  passwordTokenStatus,
  requestPasswordReset,
  resetRequested,
  sendInvitation,
  setPasswordWithToken,
} from './password-reset.server'
import { suggestSubdomain } from './signup.schemas'
import { checkSubdomain, checkYourInbox, createSchoolAccount } from './signup.server'

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
    const school = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, school, 'TEACHER')
    const before = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place)

    const answer = await requestPasswordReset(db, {
      email: user.email!,
      origin: 'http://localhost:3000',
      ip: uniqueId(),
    })
    expect(answer.message).toBe(resetRequested())
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
    ).rejects.toEqual(new HttpError(400, passwordLinkExpired()))
  })

  it('answers the same for an unknown address, and mails it nothing', async () => {
    const db = getDb()
    const email = `nobody-${uniqueId()}@example.test`
    const answer = await requestPasswordReset(db, { email, origin: 'http://localhost:3000', ip: uniqueId() })
    expect(answer.message).toBe(resetRequested())
    expect(await latestMailTo(db, email)).toBeNull()
  })

  it('mails a seven-day invitation that sets the first password', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const email = `invited-${uniqueId()}@example.test`
    const user = await createUser(db, { email, name: 'New Teacher', password: null, verified: false })
    await addProfile(db, user, school, 'TEACHER')
    await sendInvitation(db, {
      userId: user.id,
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
    const taken = await createSchool(db)
    expect(await checkSubdomain(db, 'admin')).toEqual({
      available: false,
      reason: 'That address is reserved. Try another.',
    })
    expect((await checkSubdomain(db, 'a_b')).available).toBe(false)
    expect((await checkSubdomain(db, taken.subdomain)).available).toBe(false)
    expect(await checkSubdomain(db, `free-${uniqueId()}`)).toEqual({ available: true })
  })

  it('creates the school and mails its new admin a link to choose the password on the new host', async () => {
    const db = getDb()
    const subdomain = `new-${uniqueId()}`
    const email = `head-${uniqueId()}@example.test`
    const created = await createSchoolAccount(db, {
      schoolName: 'Hill Top Primary',
      subdomain,
      email,
      name: 'Pat Head',
      ip: uniqueId(),
      schoolOrigin: `http://${subdomain}.localhost:3000`,
    })
    expect(created.message).toBe(checkYourInbox(email))
    const school = await findSchools(db, subdomain)
    expect(school[0]).toEqual({ name: 'Hill Top Primary', subdomain })
    const mail = await latestMailTo(db, email)
    expect(mail?.subject).toBe('Hill Top Primary is ready on CodeSchool')
    expect(mail?.textBody).toContain(`http://${subdomain}.localhost:3000/set-password?token=`)
    // Nobody is signed in until the link is used: the account has no password yet.
    await expect(signInWithEmail(db, { email, password: 'hill top sentence' }, place)).rejects.toMatchObject({
      status: 400,
    })
    await setPasswordWithToken(db, {
      kind: 'invite',
      token: tokenIn(mail!.textBody, 'set-password'),
      password: 'hill top sentence',
    })
    const signedIn = await signInWithEmail(db, { email, password: 'hill top sentence' }, place)
    expect(signedIn.answer.user.profiles.map((p) => [p.account.subdomain, p.role])).toEqual([
      [subdomain, 'ADMIN'],
    ])
    await expect(
      createSchoolAccount(db, {
        schoolName: 'Again',
        subdomain,
        email: `x-${uniqueId()}@example.test`,
        name: 'X',
        ip: uniqueId(),
        schoolOrigin: 'http://x',
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'subdomain' }] })
  })
})
