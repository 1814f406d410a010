import { and, eq } from 'drizzle-orm'
import * as client from 'openid-client'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { redeemTransfer, type TokenPlace } from '@/features/auth/token-sign-in.server'
import { peekToken } from '@/server/auth/one-time-tokens'
import { hashToken } from '@/server/auth/token-hash'
import { deleteExpiredSignIns } from '@/server/auth/upkeep'
import {
  identityLinks,
  identityLinkTickets,
  oidcSignInAttempts,
  profiles,
  rosterLinks,
  schoolSignInProviders,
} from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, createStudent, createTeacher, uniqueId } from '@/test/factories'
import { browseToCallback } from '@/test/provider-browser'
import { startTestProvider, type TestProvider } from '../../../scripts/test-oidc-provider'
import { callbackUrl, useProvidersForTests } from './oidc-configuration.server'
import { errorCodeOf } from './provider-identity.server'
import { finishProviderSignIn } from './provider-sign-in-callback.server'
import { startProviderSignIn } from './provider-sign-in-start.server'
import { type IdentityProvider, signInErrorText } from './providers'
import { saveProviderSettings } from './sign-in-providers.server'

let google: TestProvider
let microsoft: TestProvider

beforeAll(async () => {
  google = await startTestProvider({ name: 'Google', redirectUris: [callbackUrl()] })
  microsoft = await startTestProvider({ name: 'Microsoft', redirectUris: [callbackUrl()] })
  useProvidersForTests({
    google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
    microsoft: {
      issuer: microsoft.issuer,
      clientId: microsoft.clientId,
      clientSecret: microsoft.clientSecret,
    },
  })
})

afterAll(async () => {
  useProvidersForTests(null)
  await Promise.all([google.close(), microsoft.close()])
})

beforeEach(() => {
  google.autoSignIn.account = null
  google.autoSignIn.cancel = false
  microsoft.autoSignIn.account = null
  microsoft.autoSignIn.cancel = false
})

const browse = (start: string) => browseToCallback(start, callbackUrl())

describeEachDatabase('sign-in with Google and Microsoft', (getDb) => {
  async function schoolUsing(
    provider: IdentityProvider,
    rule: Partial<typeof schoolSignInProviders.$inferInsert> = {},
  ) {
    const school = await createSchool(getDb())
    await getDb()
      .insert(schoolSignInProviders)
      .values({ schoolId: school.id, provider, enabled: true, ...rule })
    return school
  }

  function account(
    provider: TestProvider,
    claims: Partial<Parameters<TestProvider['accounts']['set']>[1]> = {},
  ) {
    const sub = `sub-${uniqueId()}`
    const value = { sub, email: `${sub}@school.org`, name: 'Test Person', email_verified: true, ...claims }
    provider.accounts.set(sub, value)
    provider.autoSignIn.account = sub
    return value
  }

  async function signIn(school: { id: string }, provider: IdentityProvider, ticket?: string) {
    const started = await startProviderSignIn(getDb(), {
      school,
      provider,
      purpose: ticket ? 'link' : 'sign-in',
      ticket,
    })
    const answer = await browse(started.location)
    return { outcome: await finishProviderSignIn(getDb(), answer), cookie: started.cookie, answer }
  }

  function finalize(location: string) {
    const url = new URL(location)
    expect(url.pathname).toBe('/login-finalize')
    return { token: url.searchParams.get('token') ?? '', profile: url.searchParams.get('profile') }
  }

  function refusal(location: string) {
    const url = new URL(location)
    expect(url.pathname).toBe('/login')
    return url.searchParams.get('signin_error')
  }

  it('links a teacher through the address Google asserts as verified, then by issuer + subject', async () => {
    const school = await schoolUsing('google', { allowedDomains: ['school.org'] })
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    const who = account(google, { email: teacher.email ?? '', hd: 'school.org' })
    const first = await signIn(school, 'google')
    const { token, profile } = finalize(first.outcome.location)
    expect(profile).toBe(teacher.profileId)
    // The transfer is bound to the browser that pressed the button (its cookie's hash).
    const transfer = await peekToken(getDb(), 'transfer', token)
    expect(transfer?.proofHash).toBe(hashToken(first.cookie.value))
    const links = await getDb()
      .select()
      .from(identityLinks)
      .where(eq(identityLinks.profileId, teacher.profileId))
    expect(links).toMatchObject([{ issuer: google.issuer, subject: who.sub, schoolId: school.id }])
    // The second sign-in finds the link even after the address changed at the provider.
    google.accounts.set(who.sub, { ...who, email: 'renamed@school.org' })
    const second = await signIn(school, 'google')
    expect(finalize(second.outcome.location).profile).toBe(teacher.profileId)
  })

  it('never links by the same address under another subject once the address is taken', async () => {
    const school = await schoolUsing('google')
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    account(google, { email: teacher.email ?? '' })
    finalize((await signIn(school, 'google')).outcome.location)
    // Another Google account claiming the same (verified) address: the identity is issuer + subject.
    const other = account(google, { email: teacher.email ?? '' })
    await signIn(school, 'google')
    const links = await getDb()
      .select()
      .from(identityLinks)
      .where(eq(identityLinks.profileId, teacher.profileId))
    expect(links.map((link) => link.subject)).not.toContain(other.sub)
  })

  it('does not link an adult through an address the provider does not assert as verified', async () => {
    const school = await schoolUsing('google')
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    account(google, { email: teacher.email ?? '', email_verified: false })
    const { outcome } = await signIn(school, 'google')
    expect(refusal(outcome.location)).toBe('unverified')
    expect(
      await getDb().select().from(identityLinks).where(eq(identityLinks.profileId, teacher.profileId)),
    ).toEqual([])
  })

  it("refuses an account outside the school's Google domain (hd) and Microsoft tenant (tid)", async () => {
    const school = await schoolUsing('google', { allowedDomains: ['school.org'] })
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@gmail.com` })
    // A personal Gmail account has no hd, whatever its address.
    account(google, { email: teacher.email ?? '' })
    expect(refusal((await signIn(school, 'google')).outcome.location)).toBe('wrong-domain')

    const msSchool = await schoolUsing('microsoft', { allowedTenants: ['tenant-a'] })
    const msTeacher = await createTeacher(getDb(), msSchool, { email: `t-${uniqueId()}@school.org` })
    account(microsoft, { email: msTeacher.email ?? '', tid: 'tenant-b', xms_edov: true })
    expect(refusal((await signIn(msSchool, 'microsoft')).outcome.location)).toBe('wrong-domain')
    account(microsoft, { email: msTeacher.email ?? '', tid: 'tenant-a', xms_edov: true })
    expect(finalize((await signIn(msSchool, 'microsoft')).outcome.location).profile).toBe(msTeacher.profileId)
  })

  it('Microsoft without a verified-domain claim links no adult by address', async () => {
    const school = await schoolUsing('microsoft')
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    // The test provider says email_verified unless told otherwise; Microsoft's tokens do not.
    account(microsoft, { email: teacher.email ?? '', tid: 'tenant-a', email_verified: false })
    expect(refusal((await signIn(school, 'microsoft')).outcome.location)).toBe('unverified')
  })

  it('an identity of school A never signs in to school B', async () => {
    const schoolA = await schoolUsing('google')
    const schoolB = await schoolUsing('google')
    const teacherA = await createTeacher(getDb(), schoolA, { email: `t-${uniqueId()}@school.org` })
    account(google, { email: teacherA.email ?? '' })
    expect(finalize((await signIn(schoolA, 'google')).outcome.location).profile).toBe(teacherA.profileId)
    const { outcome } = await signIn(schoolB, 'google')
    expect(new URL(outcome.location).hostname.split('.')[0]).toBe(schoolB.subdomain)
    expect(refusal(outcome.location)).toBe('no-match')
    expect(await getDb().select().from(identityLinks).where(eq(identityLinks.schoolId, schoolB.id))).toEqual(
      [],
    )
  })

  it('a child with no link is refused in plain words; a roster link or a teacher’s ticket links them, never the name', async () => {
    const school = await schoolUsing('google')
    const child = await createStudent(getDb(), school, { firstName: 'Ada', lastName: 'Lovelace' })
    account(google, { name: 'Ada Lovelace', email: `ada-${uniqueId()}@school.org` })
    expect(refusal((await signIn(school, 'google')).outcome.location)).toBe('no-match')

    // The school's roster (Google Classroom) names the child by Google's own user id.
    const rostered = await createStudent(getDb(), school)
    const who = account(google)
    await getDb().insert(rosterLinks).values({
      schoolId: school.id,
      source: 'google',
      kind: 'student',
      sourcedId: who.sub,
      profileId: rostered.profileId,
      fingerprint: 'x',
    })
    expect(finalize((await signIn(school, 'google')).outcome.location).profile).toBe(rostered.profileId)

    // A teacher's linking ticket: used once.
    const teacher = await createTeacher(getDb(), school)
    const ticket = `ticket-${uniqueId()}`
    await getDb()
      .insert(identityLinkTickets)
      .values({
        tokenHash: hashToken(ticket),
        schoolId: school.id,
        profileId: child.profileId,
        provider: 'google',
        createdByUserId: teacher.userId,
        expiresAt: new Date(Date.now() + 60_000),
      })
    account(google, { name: 'Someone Else' })
    expect(finalize((await signIn(school, 'google', ticket)).outcome.location).profile).toBe(child.profileId)
    await expect(signIn(school, 'google', ticket)).rejects.toThrow('link-used')
  })

  it('students-off: a linked child is refused when the school keeps students off the provider', async () => {
    const school = await schoolUsing('google')
    const child = await createStudent(getDb(), school)
    const who = account(google)
    await getDb().insert(identityLinks).values({
      schoolId: school.id,
      profileId: child.profileId,
      provider: 'google',
      issuer: google.issuer,
      subject: who.sub,
    })
    await getDb()
      .update(schoolSignInProviders)
      .set({ studentsAllowed: false })
      .where(and(eq(schoolSignInProviders.schoolId, school.id)))
    expect(refusal((await signIn(school, 'google')).outcome.location)).toBe('students-off')
  })

  it('a cancelled sign-in comes back to /login with words; a replayed answer is refused', async () => {
    const school = await schoolUsing('google')
    google.autoSignIn.cancel = true
    const { outcome } = await signIn(school, 'google')
    expect(refusal(outcome.location)).toBe('cancelled')

    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    google.autoSignIn.cancel = false
    account(google, { email: teacher.email ?? '' })
    const first = await signIn(school, 'google')
    finalize(first.outcome.location)
    const replay = await finishProviderSignIn(getDb(), first.answer)
    expect(refusal(replay.location)).toBe('expired')
  })

  it('an ID token outside the clock tolerance (iat/exp/nbf) gets the clock sentence, not a failure', async () => {
    const school = await schoolUsing('google')
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    account(google, { email: teacher.email ?? '' })
    const started = await startProviderSignIn(getDb(), { school, provider: 'google', purpose: 'sign-in' })
    const answer = await browse(started.location)
    const state = answer.searchParams.get('state') ?? ''
    const [attempt] = await getDb()
      .select()
      .from(oidcSignInAttempts)
      .where(eq(oidcSignInAttempts.stateHash, hashToken(state)))
    // This server's clock ten minutes ahead of the provider's: the ID token (2 minutes) has expired.
    const skewed = await client.discovery(
      new URL(google.issuer),
      google.clientId,
      { client_secret: google.clientSecret, [client.clockSkew]: 600 },
      client.ClientSecretPost(google.clientSecret),
      { execute: [client.allowInsecureRequests] },
    )
    const error = await client
      .authorizationCodeGrant(skewed, answer, {
        pkceCodeVerifier: attempt!.codeVerifier,
        expectedNonce: attempt!.nonce,
        expectedState: state,
        idTokenExpected: true,
      })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      )
    expect(error).toMatchObject({ code: 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' })
    expect(errorCodeOf(error)).toBe('clock')
    expect(signInErrorText(errorCodeOf(error))).toMatch(/clock .* is off\. Check the date and time/)
    // Anything else the provider or the network does is the plain "did not work" sentence.
    expect(errorCodeOf(new TypeError('fetch failed'))).toBe('failed')
  })

  it('self-registration: with the school’s leave, a verified address of an allowed domain becomes a teacher here, once', async () => {
    const db = getDb()
    const teachersOf = (schoolId: string) =>
      db
        .select({ id: profiles.id, role: profiles.role, name: profiles.name })
        .from(profiles)
        .where(and(eq(profiles.schoolId, schoolId), eq(profiles.role, 'TEACHER')))
    // Off (the default): a stranger of the right domain is refused, and nothing is made.
    const closed = await schoolUsing('google', { allowedDomains: ['school.org'] })
    account(google, { hd: 'school.org', name: 'Nina Newcomer' })
    expect(refusal((await signIn(closed, 'google')).outcome.location)).toBe('no-match')
    expect(await teachersOf(closed.id)).toEqual([])

    const open = await schoolUsing('google', { allowedDomains: ['school.org'], selfRegistration: true })
    const newcomer = account(google, { hd: 'school.org', name: 'Nina Newcomer' })
    const first = finalize((await signIn(open, 'google')).outcome.location)
    expect(await teachersOf(open.id)).toEqual([{ id: first.profile, role: 'TEACHER', name: 'Nina Newcomer' }])
    const [link] = await db
      .select()
      .from(identityLinks)
      .where(and(eq(identityLinks.schoolId, open.id), eq(identityLinks.subject, newcomer.sub)))
    expect(link?.profileId).toBe(first.profile)
    // The next sign-in finds the link: the same teacher, no second one.
    expect(finalize((await signIn(open, 'google')).outcome.location).profile).toBe(first.profile)
    expect(await teachersOf(open.id)).toHaveLength(1)

    // An address the provider does not assert, or of a domain the school did not name, makes nobody.
    account(google, { hd: 'school.org', email_verified: false })
    expect(refusal((await signIn(open, 'google')).outcome.location)).toBe('unverified')
    account(google, { hd: 'school.org', email: `x-${uniqueId()}@elsewhere.org` })
    expect(refusal((await signIn(open, 'google')).outcome.location)).toBe('no-match')
    expect(await teachersOf(open.id)).toHaveLength(1)
    expect(await teachersOf(closed.id)).toEqual([])
  })

  it('self-registration cannot be turned on without an allowed domain', async () => {
    const school = await schoolUsing('google')
    const admin = await createAdult(getDb(), school, 'ADMIN')
    await expect(
      saveProviderSettings(getDb(), admin.actor, {
        provider: 'google',
        enabled: true,
        allowedDomains: [],
        allowedTenants: [],
        studentsAllowed: true,
        selfRegistration: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('allowed domains') })
  })

  it('the upkeep deletes attempts and linking tickets once they expired, not before', async () => {
    const school = await schoolUsing('google')
    const child = await createStudent(getDb(), school)
    await startProviderSignIn(getDb(), { school, provider: 'google', purpose: 'sign-in' })
    await startProviderSignIn(getDb(), { school, provider: 'google', purpose: 'sign-in' })
    await getDb()
      .update(oidcSignInAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcSignInAttempts.schoolId, school.id))
    await getDb()
      .insert(identityLinkTickets)
      .values({
        tokenHash: hashToken(`t-${uniqueId()}`),
        schoolId: school.id,
        profileId: child.profileId,
        provider: 'google',
        expiresAt: new Date(Date.now() - 1000),
      })
    const live = await startProviderSignIn(getDb(), { school, provider: 'google', purpose: 'sign-in' })
    const result = await deleteExpiredSignIns(getDb())
    expect(result.providerSignIns).toBeGreaterThanOrEqual(3)
    const left = await getDb()
      .select()
      .from(oidcSignInAttempts)
      .where(eq(oidcSignInAttempts.schoolId, school.id))
    expect(left).toHaveLength(1)
    expect(live.location).toContain(left[0]?.nonce ?? 'missing')
  })

  it('a provider the school has not turned on cannot be started', async () => {
    const school = await createSchool(getDb())
    await expect(
      startProviderSignIn(getDb(), { school, provider: 'google', purpose: 'sign-in' }),
    ).rejects.toThrow('not on for this school')
  })

  it('the hand-over signs in at once only in the browser that pressed the button', async () => {
    const school = await schoolUsing('google')
    const teacher = await createTeacher(getDb(), school, { email: `t-${uniqueId()}@school.org` })
    account(google, { email: teacher.email ?? '' })
    const place = (proof: string | null): TokenPlace => ({
      school: {
        id: school.id,
        subdomain: school.subdomain,
        name: school.name,
        logoUrl: null,
        parentSchoolId: null,
      },
      ip: '203.0.113.9',
      cookiePair: { account: null, profile: null },
      currentToken: null,
      proof,
    })
    const other = await signIn(school, 'google')
    const link = finalize(other.outcome.location)
    const input = {
      token: link.token,
      account: school.subdomain,
      profile: link.profile ?? '',
      confirmed: false,
    }
    // A link sent to someone else's browser asks first ("Continue as … at …?").
    expect(await redeemTransfer(getDb(), input, place(null))).toMatchObject({ status: 'confirm' })
    const mine = await signIn(school, 'google')
    const minelink = finalize(mine.outcome.location)
    const signedIn = await redeemTransfer(
      getDb(),
      { ...input, token: minelink.token },
      place(mine.cookie.value),
    )
    expect(signedIn).toMatchObject({ status: 'signed-in', profile: teacher.profileId })
  })
})
