import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { resetStudentSecret } from '@/features/students/student-secrets.server'
import { HttpError } from '@/lib/http-error'
import { issueToken } from '@/server/auth/one-time-tokens'
import { findLiveSession } from '@/server/auth/sessions'
import { signInWithUsername } from '@/server/auth/sign-in'
import { productCookieDomain, TRANSFER_PROOF_COOKIE } from '@/server/auth/transfer-proof'
import { oneTimeTokens, sessions } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  addProfile,
  createSchool,
  createSchoolWithPeople,
  createUser,
  TEST_PASSWORD,
  uniqueId,
} from '@/test/factories'
import { CookieJar, productHost, requestTo, schoolHost, serveFrom } from '@/test/requests'
import {
  finalizeLoginRequest,
  loginRequest,
  logoutRequest,
  profileRequest,
  signOutEverywhereRequest,
  tokenSignInRequest,
  transferTokenRequest,
} from './auth.server'
import { expiredLink } from './token-sign-in.server'

/**
 * Sessions, logout and transfers through the request-level operations the REST routes and server
 * functions call: real Host headers, real cookies (kept per host by a small jar), the real database.
 */
describeEachDatabase('session families, logout and transfers', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  async function people() {
    const db = getDb()
    const demo = await createSchool(db)
    const trial = await createSchool(db)
    const user = await createUser(db)
    const teacher = await addProfile(db, user, demo, 'TEACHER')
    const admin = await addProfile(db, user, trial, 'ADMIN')
    return { db, demo, trial, user, teacher, admin }
  }

  async function login(jar: CookieJar, host: string, email: string) {
    const result = await loginRequest(
      requestTo(jar, host, '/api/auth/login'),
      { email, password: TEST_PASSWORD },
      `ip-${uniqueId()}`,
    )
    jar.take(host, result.cookies)
    return result
  }

  async function transfer(jar: CookieJar, from: string, to: { subdomain: string }, profileId: string) {
    const result = await transferTokenRequest(requestTo(jar, from, '/api/auth/generate-transfer-token'), {
      account: to.subdomain,
      profile: profileId,
    })
    jar.take(from, result.cookies)
    return result.answer.transfer_token
  }

  async function finalize(
    jar: CookieJar,
    to: { subdomain: string },
    input: { token: string; profile: string; confirmed?: boolean },
  ) {
    const host = schoolHost(to.subdomain)
    const result = await finalizeLoginRequest(
      requestTo(jar, host, '/login-finalize'),
      {
        token: input.token,
        account: to.subdomain,
        profile: input.profile,
        confirmed: input.confirmed ?? false,
      },
      `ip-${uniqueId()}`,
    )
    if (result.status === 'signed-in') jar.take(host, result.cookies)
    return result
  }

  /** Who this browser is on a host: the email, or the status of the refusal (401). */
  async function whoIs(jar: CookieJar, host: string): Promise<string | number | null> {
    try {
      return (await profileRequest(requestTo(jar, host, '/api/auth/profile', { method: 'GET' }))).email
    } catch (error) {
      if (error instanceof HttpError) return error.status
      throw error
    }
  }

  it('signing out on a school ends the main-host session of the same sign-in and its open transfers', async () => {
    const { demo, trial, user, teacher, admin } = await people()
    const browser = new CookieJar()
    await login(browser, productHost(), user.email!)
    // Main host → demo, with the proof cookie a real product domain shares with its schools.
    const token = await transfer(browser, productHost(), demo, teacher.profileId)
    expect(await finalize(browser, demo, { token, profile: teacher.profileId })).toMatchObject({
      status: 'signed-in',
    })
    expect(await whoIs(browser, schoolHost(demo.subdomain))).toBe(user.email)
    expect(await whoIs(browser, productHost())).toBe(user.email)
    // A transfer to trial asked for but never used.
    const open = await transfer(browser, productHost(), trial, admin.profileId)
    // The same account on another computer.
    const elsewhere = new CookieJar()
    await login(elsewhere, schoolHost(demo.subdomain), user.email!)

    const cleared = await logoutRequest(requestTo(browser, schoolHost(demo.subdomain), '/api/auth/logout'))
    browser.take(schoolHost(demo.subdomain), cleared)
    expect(cleared.map((cookie) => [cookie.name, cookie.maxAge])).toEqual([
      ['account', 0],
      ['profile', 0],
      ['token', 0],
    ])
    expect(await whoIs(browser, schoolHost(demo.subdomain))).toBe(401)
    // The main host's cookie is still in the browser, but its session is gone: nobody.
    expect(browser.value(productHost(), 'token')).not.toBeNull()
    expect(await whoIs(browser, productHost())).toBe(401)
    await expect(finalize(browser, trial, { token: open, profile: admin.profileId })).rejects.toMatchObject({
      status: 400,
      message: expiredLink(),
    })
    // Another sign-in of the same account is not this browser's: it stays.
    expect(await whoIs(elsewhere, schoolHost(demo.subdomain))).toBe(user.email)
  })

  it('sign out everywhere ends every session of the account on every browser and host', async () => {
    const { demo, trial, user, admin } = await people()
    const laptop = new CookieJar()
    const classroom = new CookieJar()
    await login(laptop, schoolHost(demo.subdomain), user.email!)
    await login(classroom, productHost(), user.email!)
    const token = await transfer(classroom, productHost(), trial, admin.profileId)
    await finalize(classroom, trial, { token, profile: admin.profileId })
    const pending = await transfer(classroom, productHost(), trial, admin.profileId)

    laptop.take(
      schoolHost(demo.subdomain),
      await signOutEverywhereRequest(requestTo(laptop, schoolHost(demo.subdomain), '/')),
    )
    expect(await whoIs(laptop, schoolHost(demo.subdomain))).toBe(401)
    expect(await whoIs(classroom, productHost())).toBe(401)
    expect(await whoIs(classroom, schoolHost(trial.subdomain))).toBe(401)
    await expect(
      finalize(classroom, trial, { token: pending, profile: admin.profileId }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('a transfer with this browser’s proof signs in at once, in the family of the sign-in it came from', async () => {
    const { db, demo, user, teacher } = await people()
    const browser = new CookieJar()
    const main = await login(browser, productHost(), user.email!)
    const token = await transfer(browser, productHost(), demo, teacher.profileId)
    // The proof: HttpOnly, Secure, SameSite=Strict, 60 seconds, on the product host's domain.
    expect(browser.value(schoolHost(demo.subdomain), TRANSFER_PROOF_COOKIE)).not.toBeNull()
    const signedIn = await finalize(browser, demo, { token, profile: teacher.profileId })
    expect(signedIn).toMatchObject({
      status: 'signed-in',
      account: demo.subdomain,
      profile: teacher.profileId,
    })
    // The proof is used up with the token.
    expect(browser.value(schoolHost(demo.subdomain), TRANSFER_PROOF_COOKIE)).toBeNull()
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id))
    const first = await findLiveSession(db, main.answer.token)
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((row) => row.familyId))).toEqual(new Set([first!.familyId]))
  })

  it('the proof cookie is HttpOnly, Secure, SameSite=Strict, lives 60 seconds, on the product domain', async () => {
    const { demo, user, teacher } = await people()
    const browser = new CookieJar()
    await login(browser, productHost(), user.email!)
    const result = await transferTokenRequest(
      requestTo(browser, productHost(), '/api/auth/generate-transfer-token'),
      { account: demo.subdomain, profile: teacher.profileId },
    )
    const { serializeCookie } = await import('@/server/auth/auth-cookies')
    expect(result.cookies.map(serializeCookie)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${TRANSFER_PROOF_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=60; Path=/; Secure; SameSite=Strict; Domain=${productCookieDomain()}; HttpOnly$`,
        ),
      ),
    ])
  })

  it('a crafted /login-finalize link in another browser asks first, and signs in only after yes', async () => {
    const { db, demo } = await people()
    // The attacker's own account at demo, signed in on the main host of their own browser.
    const attacker = await createUser(db)
    const attackerProfile = await addProfile(db, attacker, demo, 'TEACHER')
    const theirs = new CookieJar()
    await login(theirs, productHost(), attacker.email!)
    const token = await transfer(theirs, productHost(), demo, attackerProfile.profileId)

    // The victim, signed in at demo as themselves, opens the link.
    const victim = await createUser(db)
    await addProfile(db, victim, demo, 'TEACHER')
    const browser = new CookieJar()
    await login(browser, schoolHost(demo.subdomain), victim.email!)
    const asked = await finalize(browser, demo, { token, profile: attackerProfile.profileId })
    expect(asked).toEqual({ status: 'confirm', name: attackerProfile.name, school: demo.name })
    // Nothing changed: still the victim, and the token is not used up.
    expect(await whoIs(browser, schoolHost(demo.subdomain))).toBe(victim.email)
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.profileId, attackerProfile.profileId))
    expect(row?.usedAt).toBeNull()
    // Only a "yes" signs in, as the page says.
    expect(
      await finalize(browser, demo, { token, profile: attackerProfile.profileId, confirmed: true }),
    ).toMatchObject({
      status: 'signed-in',
      profile: attackerProfile.profileId,
    })
  })

  it('where the browser keeps no Domain cookie (Chromium on *.localhost) the own transfer asks too', async () => {
    const { demo, user, teacher } = await people()
    const browser = new CookieJar()
    await login(browser, productHost(), user.email!)
    const token = await transfer(browser, productHost(), demo, teacher.profileId)
    browser.dropDomainCookies()
    expect(await finalize(browser, demo, { token, profile: teacher.profileId })).toMatchObject({
      status: 'confirm',
    })
    expect(
      await finalize(browser, demo, { token, profile: teacher.profileId, confirmed: true }),
    ).toMatchObject({
      status: 'signed-in',
    })
    // Still one sign-in: signing out on demo ends the main host's session too.
    await logoutRequest(requestTo(browser, schoolHost(demo.subdomain), '/api/auth/logout'))
    expect(await whoIs(browser, productHost())).toBe(401)
  })

  it('/token (a magic link) always asks before signing in', async () => {
    const { db, demo, user, teacher } = await people()
    const { token } = await issueToken(db, {
      kind: 'magic',
      userId: user.id,
      profileId: teacher.profileId,
      schoolId: demo.id,
    })
    const browser = new CookieJar()
    const host = schoolHost(demo.subdomain)
    const ask = (confirmed: boolean) =>
      tokenSignInRequest(requestTo(browser, host, '/token'), { token, confirmed }, `ip-${uniqueId()}`)
    expect(await ask(false)).toEqual({ status: 'confirm', name: teacher.name, school: demo.name })
    expect(await whoIs(browser, host)).toBe(401)
    const signedIn = await ask(true)
    expect(signedIn).toMatchObject({ status: 'signed-in', profile: teacher.profileId })
    if (signedIn.status === 'signed-in') browser.take(host, signedIn.cookies)
    expect(await whoIs(browser, host)).toBe(user.email)
    await expect(ask(true)).rejects.toMatchObject({ status: 400, message: expiredLink() })
  })

  it('a teacher giving a child a new password, picture or words ends the child’s sessions', async () => {
    const db = getDb()
    const { school, admin, students } = await createSchoolWithPeople(db)
    const child = students[0]!
    const { hashPassword } = await import('@/server/auth/password')
    const { users, profiles } = await import('@/server/db/schema')
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('kid password 1') })
      .where(eq(users.id, child.userId))
    const [row] = await db
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, child.profileId))
    const place = {
      school: { ...school, logoUrl: null, parentSchoolId: null },
      ip: `ip-${uniqueId()}`,
      cookiePair: { account: null, profile: null },
    }
    for (const what of ['password', 'picture', 'words'] as const) {
      const signedIn = await signInWithUsername(
        db,
        { username: row!.username!, password: 'kid password 1' },
        place,
      )
      await resetStudentSecret(db, admin.actor, child.profileId, what)
      expect(await findLiveSession(db, signedIn.answer.token), what).toBeNull()
      if (what === 'password') {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword('kid password 1') })
          .where(eq(users.id, child.userId))
      }
    }
  })
})
