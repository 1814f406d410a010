import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { oneTimeTokens, sessions } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, TEST_PASSWORD, uniqueId } from '@/test/factories'
import { issueToken, redeemToken } from './one-time-tokens'
import { assertVisitor } from './request-visitor'
import { disableUser, endSessionFamily, findLiveSession } from './sessions'
import { signInWithEmail, signInWithUsername, wrongCredentials } from './sign-in'
import { hashToken } from './token-hash'
import { demoStudentExemption, resolveVisitor, type VisitorClaims } from './visitor'

const noClaims: VisitorClaims = {
  token: null,
  accountCookie: null,
  profileCookie: null,
  xAccount: null,
  xProfile: null,
}
const place = (school: Awaited<ReturnType<typeof createSchool>> | null, ip = `ip-${uniqueId()}`) => ({
  school,
  ip,
  cookiePair: { account: null, profile: null },
})
const schoolHost = (subdomain: string) => ({ kind: 'school' as const, subdomain })

describeEachDatabase('sessions', (getDb) => {
  it('signs an adult in with a new random session whose token is stored only as a hash', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db)
    const profile = await addProfile(db, user, school, 'TEACHER')
    const first = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(school))
    const second = await signInWithEmail(
      db,
      { email: user.email!.toUpperCase(), password: TEST_PASSWORD },
      place(school),
    )
    expect(first.answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.answer.token).not.toBe(first.answer.token)
    expect(first.answer.account).toBe(school.subdomain)
    expect(first.answer.user.email).toBe(user.email)
    expect(first.answer.user.profiles.map((p) => p.uuid)).toEqual([profile.profileId])
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [hashToken(first.answer.token), hashToken(second.answer.token)].sort(),
    )
    expect(JSON.stringify(rows)).not.toContain(first.answer.token)
    expect(first.cookies.map((c) => [c.name, c.httpOnly])).toEqual([
      ['account', false],
      ['profile', false],
      ['token', true],
      ['device', true],
    ])
    expect(first.cookies.find((c) => c.name === 'account')?.maxAge).toBe(30 * 86_400)
    expect(first.cookies.find((c) => c.name === 'profile')?.maxAge).toBe(30 * 86_400)
  })

  it('gives student profile cookies two hours, and signs students in only on their school host', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const other = await createSchool(db)
    const user = await createUser(db, { email: null })
    const username = `kid.${uniqueId()}`
    await addProfile(db, user, school, 'STUDENT', { username })
    const result = await signInWithUsername(
      db,
      { username: username.toUpperCase(), password: TEST_PASSWORD },
      place(school),
    )
    expect(result.cookies.find((c) => c.name === 'profile')?.maxAge).toBe(2 * 3600)
    expect(result.cookies.find((c) => c.name === 'token')?.maxAge).toBe(2 * 3600)
    await expect(
      signInWithUsername(db, { username, password: TEST_PASSWORD }, place(other)),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(
      signInWithUsername(db, { username, password: TEST_PASSWORD }, place(null)),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const db = getDb()
    const user = await createUser(db)
    await addProfile(db, user, await createSchool(db), 'ADMIN')
    const wrong = await signInWithEmail(
      db,
      { email: user.email!, password: 'nope-nope-nope' },
      place(null),
    ).catch((e) => e)
    const unknown = await signInWithEmail(
      db,
      { email: `x-${uniqueId()}@example.test`, password: 'x' },
      place(null),
    ).catch((e) => e)
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ status: 400, message: wrongCredentials() })
    }
  })

  it('rate-limits failed logins per account and per IP', async () => {
    const db = getDb()
    const user = await createUser(db)
    await addProfile(db, user, await createSchool(db), 'ADMIN')
    for (let i = 0; i < 10; i++) {
      await expect(
        signInWithEmail(db, { email: user.email!, password: 'wrong-wrong' }, place(null, `ip-${i}`)),
      ).rejects.toMatchObject({ status: 400 })
    }
    // Even the right password waits now: the account is locked for the window.
    await expect(
      signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(null)),
    ).rejects.toMatchObject({
      status: 429,
    })
    const ip = `ip-${uniqueId()}`
    for (let i = 0; i < 50; i++) {
      await signInWithEmail(db, { email: `nobody-${i}@example.test`, password: 'x' }, place(null, ip)).catch(
        () => {},
      )
    }
    const other = await createUser(db)
    await addProfile(db, other, await createSchool(db), 'ADMIN')
    await expect(
      signInWithEmail(db, { email: other.email!, password: TEST_PASSWORD }, place(null, ip)),
    ).rejects.toMatchObject({
      status: 429,
    })
  })

  it('locks a student for a minute after five misses', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db, { email: null })
    const username = `kid.${uniqueId()}`
    await addProfile(db, user, school, 'STUDENT', { username })
    for (let i = 0; i < 5; i++) {
      await expect(
        signInWithUsername(db, { username, password: 'oops' }, place(school, `ip-${i}`)),
      ).rejects.toMatchObject({
        status: 400,
      })
    }
    await expect(
      signInWithUsername(db, { username, password: TEST_PASSWORD }, place(school)),
    ).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Wait a minute and try again.',
    })
  })

  it('ends a session at logout, at expiry and when the user is disabled', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, school, 'TEACHER')
    const a = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(school))
    const live = await findLiveSession(db, a.answer.token)
    expect(live?.userId).toBe(user.id)
    await endSessionFamily(db, live!.id)
    expect(await findLiveSession(db, a.answer.token)).toBeNull()

    const b = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(school))
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(b.answer.token)))
    expect(await findLiveSession(db, b.answer.token)).toBeNull()

    const c = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(school))
    await disableUser(db, user.id)
    expect(await findLiveSession(db, c.answer.token)).toBeNull()
    await expect(
      signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(school)),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('chooses the profile of the cookie pair, else the first (SPEC §4)', async () => {
    const db = getDb()
    const demo = await createSchool(db, { paid: true })
    const trial = await createSchool(db)
    const user = await createUser(db)
    const first = await addProfile(db, user, demo, 'TEACHER', { createdAt: new Date('2026-01-01T00:00:00Z') })
    const second = await addProfile(db, user, trial, 'ADMIN', { createdAt: new Date('2026-01-02T00:00:00Z') })
    const onMain = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(null))
    expect(onMain.profile.id).toBe(first.profileId)
    const withPair = await signInWithEmail(
      db,
      { email: user.email!, password: TEST_PASSWORD },
      { ...place(null), cookiePair: { account: trial.subdomain, profile: second.profileId } },
    )
    expect(withPair.profile.id).toBe(second.profileId)
    // On trial's host its own profile wins; on demo's host, demo's.
    expect(
      (await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(trial))).profile.id,
    ).toBe(second.profileId)
    expect(onMain.answer.user.profiles.map((p) => [p.account.subdomain, p.paid_status])).toEqual([
      [demo.subdomain, 'classroom'],
      [trial.subdomain, false],
    ])
  })

  it('signs in on a school where the user has no profile with the session only, for a transfer', async () => {
    const db = getDb()
    const here = await createSchool(db)
    const there = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, there, 'TEACHER')
    const result = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(here))
    expect(result.inPlace).toBe(false)
    expect(result.answer.account).toBe(there.subdomain)
    // The session only, and this device becomes known to the account (decision 164).
    expect(result.cookies.map((c) => c.name)).toEqual(['token', 'device'])
  })
})

describeEachDatabase('one-time tokens', (getDb) => {
  async function transferSetup() {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db)
    const profile = await addProfile(db, user, school, 'ADMIN')
    const { token } = await issueToken(db, {
      kind: 'transfer',
      userId: user.id,
      profileId: profile.profileId,
      schoolId: school.id,
    })
    return { db, school, user, profile, token }
  }

  it('stores only a hash and expires transfer tokens after 60 seconds', async () => {
    const { db, token } = await transferSetup()
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    expect(row).toBeDefined()
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000
    expect(ttl).toBeGreaterThan(55)
    expect(ttl).toBeLessThanOrEqual(61)
  })

  it('redeems once; reuse fails', async () => {
    const { db, school, profile, token, user } = await transferSetup()
    const first = await redeemToken(db, {
      kind: 'transfer',
      token,
      schoolId: school.id,
      profileId: profile.profileId,
    })
    expect(first).toMatchObject({ userId: user.id, profileId: profile.profileId, schoolId: school.id })
    expect(
      await redeemToken(db, { kind: 'transfer', token, schoolId: school.id, profileId: profile.profileId }),
    ).toBeNull()
  })

  it('fails when expired', async () => {
    const { db, school, token } = await transferSetup()
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    expect(await redeemToken(db, { kind: 'transfer', token, schoolId: school.id })).toBeNull()
  })

  it('fails for the wrong school, profile or kind, and stays usable for the right one', async () => {
    const { db, school, profile, token } = await transferSetup()
    const other = await createSchool(db)
    expect(await redeemToken(db, { kind: 'transfer', token, schoolId: other.id })).toBeNull()
    expect(
      await redeemToken(db, {
        kind: 'transfer',
        token,
        schoolId: school.id,
        profileId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBeNull()
    expect(await redeemToken(db, { kind: 'magic', token, schoolId: school.id })).toBeNull()
    expect(await redeemToken(db, { kind: 'transfer', token: `${token}x`, schoolId: school.id })).toBeNull()
    expect(
      await redeemToken(db, { kind: 'transfer', token, schoolId: school.id, profileId: profile.profileId }),
    ).not.toBeNull()
  })

  it('lets exactly one of two concurrent redemptions succeed', async () => {
    const { db, school, token } = await transferSetup()
    const results = await Promise.all([
      redeemToken(db, { kind: 'transfer', token, schoolId: school.id }),
      redeemToken(db, { kind: 'transfer', token, schoolId: school.id }),
      redeemToken(db, { kind: 'transfer', token, schoolId: school.id }),
    ])
    expect(results.filter((result) => result !== null)).toHaveLength(1)
  })

  it('gives reset tokens an hour and invitations seven days', async () => {
    const { db, user } = await transferSetup()
    for (const [kind, seconds] of [
      ['reset', 3600],
      ['invite', 7 * 86_400],
    ] as const) {
      const { expiresAt } = await issueToken(db, { kind, userId: user.id })
      const ttl = (expiresAt.getTime() - Date.now()) / 1000
      expect(ttl).toBeGreaterThan(seconds - 5)
      expect(ttl).toBeLessThanOrEqual(seconds)
    }
  })
})

describeEachDatabase('the visitor of a request (forged headers, host binding)', (getDb) => {
  async function signedIn(
    role: 'TEACHER' | 'ADMIN' | 'STUDENT' = 'TEACHER',
    userRole: 'STAFF' | null = null,
  ) {
    const db = getDb()
    const school = await createSchool(db, { paid: true })
    const user = await createUser(db, { userRole })
    const profile = await addProfile(db, user, school, role, {
      username: role === 'STUDENT' ? `k.${uniqueId()}` : undefined,
    })
    const { answer } = await signInWithEmail(
      db,
      { email: user.email!, password: TEST_PASSWORD },
      place(school),
    )
    const claims: VisitorClaims = {
      token: answer.token,
      accountCookie: school.subdomain,
      profileCookie: profile.profileId,
      xAccount: school.subdomain,
      xProfile: profile.profileId,
    }
    return { db, school, user, profile, claims }
  }

  it('resolves the visitor from the session and the selected profile', async () => {
    const { db, school, profile, claims, user } = await signedIn('ADMIN')
    const resolution = await resolveVisitor(db, schoolHost(school.subdomain), claims)
    expect(resolution.forged).toBeNull()
    expect(resolution.visitor).toMatchObject({
      userId: user.id,
      profileId: profile.profileId,
      schoolId: school.id,
      schoolSubdomain: school.subdomain,
      role: 'ADMIN',
      userRole: null,
      visitorType: 'admin',
      paid: true,
      needsProfileSetup: false,
    })
    expect(assertVisitor(resolution, ['admin']).profileId).toBe(profile.profileId)
  })

  it('answers 403 for an X-Profile of someone else', async () => {
    const a = await signedIn()
    const b = await signedIn()
    const resolution = await resolveVisitor(a.db, schoolHost(a.school.subdomain), {
      ...a.claims,
      xProfile: b.profile.profileId,
    })
    expect(resolution.visitor).toBeNull()
    expect(resolution.forged).toBeTruthy()
    expect(() => assertVisitor(resolution, [])).toThrow(expect.objectContaining({ status: 403 }))
  })

  it('answers 403 for an X-Account that is not the host', async () => {
    const a = await signedIn()
    const other = await createSchool(a.db)
    const resolution = await resolveVisitor(a.db, schoolHost(a.school.subdomain), {
      ...a.claims,
      xAccount: other.subdomain,
    })
    expect(() => assertVisitor(resolution, [])).toThrow(expect.objectContaining({ status: 403 }))
  })

  it("answers 403 for the user's own profile of another school", async () => {
    const a = await signedIn()
    const other = await createSchool(a.db)
    const elsewhere = await addProfile(a.db, a.user, other, 'TEACHER')
    const resolution = await resolveVisitor(a.db, schoolHost(a.school.subdomain), {
      ...a.claims,
      xAccount: other.subdomain,
      xProfile: elsewhere.profileId,
    })
    expect(() => assertVisitor(resolution, [])).toThrow(expect.objectContaining({ status: 403 }))
  })

  it('treats stale cookies without headers as anonymous (401), not forged', async () => {
    const a = await signedIn()
    const b = await signedIn()
    const resolution = await resolveVisitor(a.db, schoolHost(a.school.subdomain), {
      ...a.claims,
      xAccount: null,
      xProfile: null,
      profileCookie: b.profile.profileId,
    })
    expect(resolution.forged).toBeNull()
    expect(() => assertVisitor(resolution, [])).toThrow(expect.objectContaining({ status: 401 }))
  })

  it("binds a session to its host: a school's token is anonymous on another school and on the main host", async () => {
    const a = await signedIn()
    const other = await createSchool(a.db)
    const onOther = await resolveVisitor(a.db, schoolHost(other.subdomain), {
      ...a.claims,
      xAccount: null,
      xProfile: null,
    })
    expect(onOther.visitor).toBeNull()
    expect(
      (await resolveVisitor(a.db, { kind: 'main' }, { ...a.claims, xAccount: null, xProfile: null })).visitor,
    ).toBeNull()
  })

  it('is anonymous without a token, or with a made-up one', async () => {
    const a = await signedIn()
    expect((await resolveVisitor(a.db, schoolHost(a.school.subdomain), noClaims)).visitor).toBeNull()
    const made = await resolveVisitor(a.db, schoolHost(a.school.subdomain), { ...a.claims, token: 'made-up' })
    expect(made.visitor).toBeNull()
    expect(() => assertVisitor(made, [])).toThrow(expect.objectContaining({ status: 401 }))
  })

  it('checks the visitor type: 403 for a teacher where only admins may go', async () => {
    const a = await signedIn('TEACHER')
    const resolution = await resolveVisitor(a.db, schoolHost(a.school.subdomain), a.claims)
    expect(() => assertVisitor(resolution, ['admin', 'staff'])).toThrow(
      expect.objectContaining({ status: 403 }),
    )
    expect(assertVisitor(resolution, ['teacher']).visitorType).toBe('teacher')
  })

  it('makes a user with a user_role staff, and lets staff use the main host', async () => {
    const db = getDb()
    const demo = await createSchool(db)
    const user = await createUser(db, { userRole: 'STAFF' })
    const profile = await addProfile(db, user, demo, 'ADMIN')
    const { answer } = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(null))
    const resolution = await resolveVisitor(
      db,
      { kind: 'main' },
      { ...noClaims, token: answer.token, profileCookie: profile.profileId },
    )
    expect(assertVisitor(resolution, ['staff']).visitorType).toBe('staff')
  })

  it('refuses non-staff on the main host (school pages live on school hosts)', async () => {
    const db = getDb()
    const demo = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, demo, 'ADMIN')
    const { answer } = await signInWithEmail(db, { email: user.email!, password: TEST_PASSWORD }, place(null))
    const resolution = await resolveVisitor(db, { kind: 'main' }, { ...noClaims, token: answer.token })
    expect(resolution.visitor?.visitorType).toBe('admin')
    expect(() => assertVisitor(resolution, [])).toThrow(expect.objectContaining({ status: 403 }))
  })

  it('marks a district student for profile setup (rule 8)', async () => {
    const db = getDb()
    const district = await createSchool(db)
    await createSchool(db, { parentSchoolId: district.id })
    const user = await createUser(db, { email: null })
    const username = `k.${uniqueId()}`
    await addProfile(db, user, district, 'STUDENT', { username })
    const { answer } = await signInWithUsername(db, { username, password: TEST_PASSWORD }, place(district))
    const resolution = await resolveVisitor(db, schoolHost(district.subdomain), {
      ...noClaims,
      token: answer.token,
    })
    expect(resolution.visitor).toMatchObject({ visitorType: 'student', needsProfileSetup: true, paid: false })
  })

  it('spares the demo student from rule 8 only where demo data is on', async () => {
    const db = getDb()
    const district = await createSchool(db)
    await createSchool(db, { parentSchoolId: district.id })
    const user = await createUser(db, { email: null })
    const username = `demo.${uniqueId()}`
    await addProfile(db, user, district, 'STUDENT', { username })
    const { answer } = await signInWithUsername(db, { username, password: TEST_PASSWORD }, place(district))
    const claims = { ...noClaims, token: answer.token }
    const host = schoolHost(district.subdomain)
    const demo = { school: district.subdomain, username }
    expect((await resolveVisitor(db, host, claims, demo)).visitor?.needsProfileSetup).toBe(false)
    expect((await resolveVisitor(db, host, claims, null)).visitor?.needsProfileSetup).toBe(true)
    // The seeded demo student is exempt by name with demo data, and nobody is exempt without it.
    expect(demoStudentExemption(true)).toEqual({ school: 'metro', username: 'demo.student' })
    expect(demoStudentExemption(false)).toBeNull()
  })
})

describe('token hashing', () => {
  it('is SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
