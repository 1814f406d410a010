import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import * as client from 'openid-client'
import { STUDENT_ROLES } from '@/access/visitor'
import { mainOrigin, schoolOrigin } from '@/lib/hosts'
import type { CookieSpec } from '@/server/auth/auth-cookies'
import { issueToken } from '@/server/auth/one-time-tokens'
import { hashToken, randomToken } from '@/server/auth/token-hash'
import { TRANSFER_PROOF_COOKIE } from '@/server/auth/transfer-proof'
import type { Db, DbTransaction } from '@/server/db/client'
import {
  identityLinks,
  identityLinkTickets,
  oidcSignInAttempts,
  profiles,
  rosterLinks,
  schoolClasses,
  schoolSignInProviders,
  schools,
  users,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { AppConfig } from '~/app.config'
import { appConfig } from '~/app.config'
import { type IdentityProvider, PROVIDER_NAMES, type SignInErrorCode } from './providers'

/**
 * Sign-in with Google, Microsoft and Clever (OpenID Connect, authorization code flow with PKCE,
 * state and nonce; decisions 171 and 173). The button on a school's page starts an attempt there
 * (the browser gets a cookie whose hash the attempt keeps); the provider sends the browser back to
 * the one callback on the main host, which finds the profile of that school the identity is
 * linked to and hands over to the school's /login-finalize with a transfer token bound to the
 * browser's cookie — the same exchange as a password sign-in that changes host.
 */
const ATTEMPT_TTL_SECONDS = 10 * 60
const SCOPES = 'openid email profile'

type ProviderSettings = AppConfig['signInProviders'][IdentityProvider]

const discovered = new Map<string, Promise<client.Configuration>>()

let testProviders: Partial<AppConfig['signInProviders']> | null = null

/** Tests point providers at a local OpenID provider without changing the process's configuration. */
export function useProvidersForTests(providers: Partial<AppConfig['signInProviders']> | null): void {
  testProviders = providers
  discovered.clear()
}

/** The provider's settings on this server, or null when it has no client id here. */
export function providerOnServer(provider: IdentityProvider, config = appConfig()): ProviderSettings | null {
  const settings = testProviders ? testProviders[provider] : config.signInProviders[provider]
  if (!settings) return null
  return settings.clientId ? settings : null
}

export function callbackUrl(config = appConfig()): string {
  const base = config.apiBase.startsWith('/') ? `${mainOrigin(config)}${config.apiBase}` : config.apiBase
  return `${base}auth/oidc/callback`
}

function isLoopbackUrl(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/** The provider's OpenID configuration, discovered once per issuer (a failure is tried again). */
export async function configurationOf(settings: ProviderSettings): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`
  let found = discovered.get(key)
  if (!found) {
    const issuer = new URL(settings.issuer)
    // Only a provider on this machine (tests, a local stand-in) may be spoken to over http.
    const insecure = isLoopbackUrl(issuer)
    found = client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
      settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    discovered.set(key, found)
    found.catch(() => discovered.delete(key))
  }
  return found
}

interface SchoolProviderRule {
  enabled: boolean
  allowedDomains: string[]
  allowedTenants: string[]
  studentsAllowed: boolean
  selfRegistration: boolean
}

async function schoolProviderRule(
  db: Db,
  schoolId: string,
  provider: IdentityProvider,
): Promise<SchoolProviderRule | null> {
  const [row] = await db
    .select({
      enabled: schoolSignInProviders.enabled,
      allowedDomains: schoolSignInProviders.allowedDomains,
      allowedTenants: schoolSignInProviders.allowedTenants,
      studentsAllowed: schoolSignInProviders.studentsAllowed,
      selfRegistration: schoolSignInProviders.selfRegistration,
    })
    .from(schoolSignInProviders)
    .where(and(eq(schoolSignInProviders.schoolId, schoolId), eq(schoolSignInProviders.provider, provider)))
  return row ?? null
}

/** The providers a school's sign-in pages show: on for the school and set up on this server. */
export async function providersOfSchool(
  db: Db,
  schoolId: string,
): Promise<{ provider: IdentityProvider; studentsAllowed: boolean; selfRegistration: boolean }[]> {
  const rows = await db
    .select({
      provider: schoolSignInProviders.provider,
      studentsAllowed: schoolSignInProviders.studentsAllowed,
      selfRegistration: schoolSignInProviders.selfRegistration,
    })
    .from(schoolSignInProviders)
    .where(and(eq(schoolSignInProviders.schoolId, schoolId), eq(schoolSignInProviders.enabled, true)))
  return rows
    .filter(
      (row): row is { provider: IdentityProvider; studentsAllowed: boolean; selfRegistration: boolean } =>
        Boolean(providerOnServer(row.provider as IdentityProvider)),
    )
    .sort((a, b) => a.provider.localeCompare(b.provider))
}

export interface StartInput {
  school: { id: string }
  provider: IdentityProvider
  purpose: 'sign-in' | 'link' | 'join'
  /** purpose link: the teacher's ticket (checked again at the callback). */
  ticket?: string
  /** purpose join: the class code the child typed on /join. */
  classCode?: string
}

/**
 * What the callback may do for a child who joins a class through a provider (decision 187): make
 * the student in that class. The joining feature does it (places, membership); the callback route
 * passes it in, as the feature order keeps this feature below joining. `closed`: the class does
 * not let children join this way (any more); `full`: the school's plan has no place left.
 */
export interface ProviderJoinHooks {
  makeStudent?: (
    db: Db,
    input: {
      schoolId: string
      classId: string
      name: string
      firstName: string | null
      lastName: string | null
    },
  ) => Promise<{ profileId: string; userId: string } | 'closed' | 'full'>
}

/**
 * The button: an attempt with fresh state, nonce and PKCE verifier, the provider's address to
 * send the browser to, and the cookie that binds the attempt to this browser (host-only, on the
 * school's host where /login-finalize will ask for it).
 */
export async function startProviderSignIn(
  db: Db,
  input: StartInput,
): Promise<{ location: string; cookie: CookieSpec }> {
  const settings = providerOnServer(input.provider)
  const rule = await schoolProviderRule(db, input.school.id, input.provider)
  if (!settings || !rule?.enabled) {
    throw new HttpError(400, `Sign-in with ${PROVIDER_NAMES[input.provider]} is not on for this school.`)
  }
  let linkTicketId: string | null = null
  let classId: string | null = null
  if (input.purpose === 'join') {
    classId = await classOpenToProviders(db, input.school.id, input.classCode ?? '')
    if (!classId || !rule.selfRegistration || !rule.studentsAllowed) throw new HttpError(400, 'class-closed')
  }
  if (input.purpose === 'link') {
    const ticket = await usableTicket(db, input.ticket ?? '', input.school.id)
    if (!ticket || ticket.provider !== input.provider) throw new HttpError(400, 'link-used')
    linkTicketId = ticket.id
  }
  const configuration = await configurationOf(settings)
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  const browser = randomToken()
  await db.insert(oidcSignInAttempts).values({
    stateHash: hashToken(state),
    browserHash: hashToken(browser),
    provider: input.provider,
    schoolId: input.school.id,
    purpose: input.purpose,
    linkTicketId,
    classId,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_SECONDS * 1000),
  })
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }
  // A hint only (Google shows that domain's accounts first); the callback checks the claim.
  const [onlyDomain] = rule.allowedDomains
  if (input.provider === 'google' && rule.allowedDomains.length === 1 && onlyDomain)
    parameters.hd = onlyDomain
  return {
    location: client.buildAuthorizationUrl(configuration, parameters).href,
    cookie: { name: TRANSFER_PROOF_COOKIE, value: browser, maxAge: ATTEMPT_TTL_SECONDS, httpOnly: true },
  }
}

/** The class of this school with this join code, active and letting children register themselves. */
async function classOpenToProviders(db: Db, schoolId: string, code: string): Promise<string | null> {
  if (!code || code.length > 40) return null
  const [row] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.schoolId, schoolId),
        eq(schoolClasses.joinCode, code.trim().toUpperCase()),
        isNull(schoolClasses.archivedAt),
        eq(schoolClasses.selfRegistration, true),
      ),
    )
  return row?.id ?? null
}

async function usableTicket(db: Db, token: string, schoolId: string) {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({
      id: identityLinkTickets.id,
      profileId: identityLinkTickets.profileId,
      provider: identityLinkTickets.provider,
      createdByUserId: identityLinkTickets.createdByUserId,
    })
    .from(identityLinkTickets)
    .where(
      and(
        eq(identityLinkTickets.tokenHash, hashToken(token)),
        eq(identityLinkTickets.schoolId, schoolId),
        isNull(identityLinkTickets.usedAt),
        gt(identityLinkTickets.expiresAt, sql`now()`),
      ),
    )
  return row ?? null
}

/** What the provider said about the person, from the checked ID token. */
interface ProviderIdentity {
  provider: IdentityProvider
  issuer: string
  subject: string
  email: string | null
  /** The provider asserts the address belongs to this account. */
  emailVerified: boolean
  /** Google's hosted domain (`hd`). */
  hostedDomain: string | null
  /** Microsoft's tenant (`tid`) or Clever's district. */
  tenant: string | null
  /** The name the provider gives (a self-registered teacher's name). */
  name: string | null
  givenName: string | null
  familyName: string | null
}

function identityFromClaims(provider: IdentityProvider, claims: Record<string, unknown>): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  const email = text(claims.email)?.toLowerCase() ?? null
  // Microsoft sends no email_verified; its optional claim xms_edov says the tenant owns the domain.
  const emailVerified =
    claims.email_verified === true || (provider === 'microsoft' && claims.xms_edov === true)
  return {
    provider,
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email,
    emailVerified: Boolean(email) && emailVerified,
    hostedDomain: text(claims.hd)?.toLowerCase() ?? null,
    tenant: text(claims.tid) ?? text(claims.district),
    name: text(claims.name)?.slice(0, 100) ?? null,
    givenName: text(claims.given_name)?.slice(0, 50) ?? null,
    familyName: text(claims.family_name)?.slice(0, 50) ?? null,
  }
}

/**
 * The school's domain and tenant rules. Google: the account's `hd` (a managed account of that
 * domain; a personal Gmail has none). Microsoft and Clever: the domain of a verified address.
 */
function passesSchoolRule(identity: ProviderIdentity, rule: SchoolProviderRule): boolean {
  if (rule.allowedTenants.length > 0 && !(identity.tenant && rule.allowedTenants.includes(identity.tenant))) {
    return false
  }
  if (rule.allowedDomains.length === 0) return true
  const domain =
    identity.provider === 'google'
      ? identity.hostedDomain
      : identity.emailVerified
        ? (identity.email?.split('@')[1] ?? null)
        : null
  return Boolean(domain && rule.allowedDomains.includes(domain))
}

class SignInRefused extends Error {
  constructor(readonly code: SignInErrorCode) {
    super(code)
  }
}

interface LinkedProfile {
  profileId: string
  userId: string
  role: string
}

const activeProfile = (schoolId: string) =>
  and(eq(profiles.schoolId, schoolId), isNull(profiles.archivedAt), isNull(users.disabledAt))

async function linkedProfile(
  db: Db,
  schoolId: string,
  identity: ProviderIdentity,
): Promise<LinkedProfile | null> {
  const [row] = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      role: profiles.role,
      linkId: identityLinks.id,
    })
    .from(identityLinks)
    .innerJoin(profiles, eq(profiles.id, identityLinks.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(identityLinks.schoolId, schoolId),
        eq(identityLinks.issuer, identity.issuer),
        eq(identityLinks.subject, identity.subject),
        activeProfile(schoolId),
      ),
    )
  if (!row) return null
  await db
    .update(identityLinks)
    .set({ lastSignedInAt: sql`now()`, email: identity.email })
    .where(eq(identityLinks.id, row.linkId))
  return row
}

/**
 * An adult of this school whose account address is the one the provider asserts as verified.
 * Never an unverified address, never a student.
 */
async function adultByVerifiedEmail(db: Db, schoolId: string, identity: ProviderIdentity) {
  if (!identity.email || !identity.emailVerified) return null
  const [row] = await db
    .select({ profileId: profiles.id, userId: profiles.userId, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(users.email, identity.email),
        inArray(profiles.role, ['ADMIN', 'TEACHER']),
        activeProfile(schoolId),
      ),
    )
    .orderBy(profiles.role)
    .limit(1)
  return row ?? null
}

/**
 * A student the school's roster names (roster_links of this school): by the provider's own user id
 * for Google Classroom and Clever rosters, or by the address the school's information system gives
 * when the provider asserts it as verified. Never by name.
 */
async function studentByRoster(db: Db, schoolId: string, identity: ProviderIdentity) {
  const bySubject =
    identity.provider === 'google' || identity.provider === 'clever'
      ? and(eq(rosterLinks.source, identity.provider), eq(rosterLinks.sourcedId, identity.subject))
      : undefined
  const byEmail = identity.email && identity.emailVerified ? eq(rosterLinks.email, identity.email) : undefined
  const match = bySubject && byEmail ? sql`(${bySubject} or ${byEmail})` : (bySubject ?? byEmail)
  if (!match) return null
  const rows = await db
    .select({ profileId: profiles.id, userId: profiles.userId, role: profiles.role })
    .from(rosterLinks)
    .innerJoin(profiles, eq(profiles.id, rosterLinks.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(rosterLinks.schoolId, schoolId),
        eq(rosterLinks.kind, 'student'),
        match,
        inArray(profiles.role, [...STUDENT_ROLES]),
        activeProfile(schoolId),
      ),
    )
    .limit(2)
  // Two children with one address is the roster's mistake: link neither.
  return rows.length === 1 ? rows[0] : null
}

async function addLink(
  db: Db | DbTransaction,
  schoolId: string,
  profileId: string,
  identity: ProviderIdentity,
  linkedByUserId: string | null,
): Promise<boolean> {
  const inserted = await db
    .insert(identityLinks)
    .values({
      schoolId,
      profileId,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      linkedByUserId,
      lastSignedInAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: identityLinks.id })
  return inserted.length > 0
}

/**
 * Self-registration of adults (decision 187): with the school's leave for this provider, a first
 * sign-in with an address the provider asserts as verified, in one of the school's allowed domains
 * (never with no domain named), becomes a teacher of this school, linked by issuer + subject. An
 * account that already has a profile here (archived, or a student's) gets nothing new.
 */
async function selfRegisteredTeacher(
  db: Db,
  schoolId: string,
  identity: ProviderIdentity,
  rule: SchoolProviderRule,
): Promise<LinkedProfile | null> {
  if (!rule.selfRegistration || !identity.email || !identity.emailVerified) return null
  const domain = identity.email.split('@')[1] ?? ''
  if (rule.allowedDomains.length === 0 || !rule.allowedDomains.includes(domain)) return null
  const email = identity.email
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.email, email))
    if (existing?.disabledAt) return null
    if (existing) {
      const [here] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.userId, existing.id), eq(profiles.schoolId, schoolId)))
        .limit(1)
      if (here) return null
    }
    const name =
      identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(' ') || email)
    const [firstName, ...rest] = name.split(' ')
    const userId =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({ name, email, emailVerifiedAt: sql`now()` })
          .returning({ id: users.id })
      )[0]!.id
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId,
        schoolId,
        role: 'TEACHER',
        name,
        firstName: identity.givenName ?? firstName ?? null,
        lastName: identity.familyName ?? (rest.join(' ') || null),
      })
      .returning({ id: profiles.id })
    if (!(await addLink(tx, schoolId, profile!.id, identity, null))) {
      throw new SignInRefused('already-linked')
    }
    return { profileId: profile!.id, userId, role: 'TEACHER' }
  })
}

/**
 * Who this identity is at the school (decision 171): its link; else an adult by verified address,
 * or a student by the roster, linked now; a teacher's linking ticket links the ticket's child.
 */
async function resolveIdentity(
  db: Db,
  input: {
    schoolId: string
    identity: ProviderIdentity
    rule: SchoolProviderRule
    ticket?: { id: string; profileId: string; createdByUserId: string | null } | null
    /** A child joining a class through /join (decision 187). */
    join?: { classId: string; makeStudent: NonNullable<ProviderJoinHooks['makeStudent']> } | null
  },
): Promise<LinkedProfile> {
  const { schoolId, identity, rule } = input
  if (!passesSchoolRule(identity, rule)) throw new SignInRefused('wrong-domain')
  const isStudent = (role: string) => (STUDENT_ROLES as readonly string[]).includes(role)
  if (input.ticket) {
    const ticket = input.ticket
    const existing = await linkedProfile(db, schoolId, identity)
    if (existing && existing.profileId !== ticket.profileId) throw new SignInRefused('already-linked')
    const used = await db
      .update(identityLinkTickets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(identityLinkTickets.id, ticket.id), isNull(identityLinkTickets.usedAt)))
      .returning({ id: identityLinkTickets.id })
    if (used.length === 0) throw new SignInRefused('link-used')
    if (!existing) {
      const [child] = await db
        .select({ profileId: profiles.id, userId: profiles.userId, role: profiles.role })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(profiles.id, ticket.profileId), activeProfile(schoolId)))
      if (!child) throw new SignInRefused('link-used')
      // A child already linked to another account of this provider keeps that one.
      if (!(await addLink(db, schoolId, child.profileId, identity, ticket.createdByUserId))) {
        throw new SignInRefused('already-linked')
      }
      return child
    }
    return existing
  }
  const linked = await linkedProfile(db, schoolId, identity)
  if (linked) {
    if (isStudent(linked.role) && !rule.studentsAllowed) throw new SignInRefused('students-off')
    return linked
  }
  const adult = await adultByVerifiedEmail(db, schoolId, identity)
  if (adult) {
    await addLink(db, schoolId, adult.profileId, identity, null)
    return adult
  }
  // A child on /join never becomes a teacher, whatever their address.
  const registered = input.join ? null : await selfRegisteredTeacher(db, schoolId, identity, rule)
  if (registered) return registered
  if (rule.studentsAllowed) {
    const student = await studentByRoster(db, schoolId, identity)
    if (student) {
      await addLink(db, schoolId, student.profileId, identity, null)
      return student
    }
    if (input.join && rule.selfRegistration) {
      const name =
        identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(' ') || null)
      if (!name) throw new SignInRefused('no-match')
      const made = await input.join.makeStudent(db, {
        schoolId,
        classId: input.join.classId,
        name,
        firstName: identity.givenName ?? name.split(' ')[0] ?? null,
        lastName: identity.familyName ?? (name.split(' ').slice(1).join(' ') || null),
      })
      if (made === 'closed' || made === 'full')
        throw new SignInRefused(made === 'full' ? 'school-full' : 'class-closed')
      if (!(await addLink(db, schoolId, made.profileId, identity, null)))
        throw new SignInRefused('already-linked')
      return { ...made, role: 'STUDENT' }
    }
  }
  if (identity.email && !identity.emailVerified) throw new SignInRefused('unverified')
  throw new SignInRefused('no-match')
}

/** The sentence code for what went wrong: our refusals, the ID token's time checks (clock), else failed. */
export function errorCodeOf(error: unknown): SignInErrorCode {
  if (error instanceof SignInRefused) return error.code
  const code = (error as { code?: unknown } | null)?.code
  // openid-client's claim time checks (iat/exp/nbf) with the default tolerance.
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' || code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    const message = String((error as Error).message ?? '')
    if (/timestamp|iat|exp|nbf|clock/i.test(message) || code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED')
      return 'clock'
  }
  return 'failed'
}

export interface CallbackOutcome {
  /** Where the browser goes next: the school's /login-finalize, or its /login with an error code. */
  location: string
  /** The error's code, for the log (never the provider's text). */
  refused: SignInErrorCode | null
  /** An unexpected failure behind `failed`, for the log. */
  cause?: unknown
}

function loginWithError(subdomain: string | null, code: SignInErrorCode, provider?: string): string {
  const site = appConfig()
  const origin = subdomain ? schoolOrigin(subdomain, site) : mainOrigin(site)
  const query = new URLSearchParams({ signin_error: code, ...(provider ? { provider } : {}) })
  return `${origin}/login?${query}`
}

/**
 * GET /api/auth/oidc/callback: the provider's answer. The attempt is used up first (a replayed
 * answer finds nothing), then the code is exchanged with the PKCE verifier and the ID token checked
 * (issuer, audience, nonce, times). The provider's tokens are dropped here: nothing of them is kept.
 */
export async function finishProviderSignIn(
  db: Db,
  currentUrl: URL,
  hooks: ProviderJoinHooks = {},
): Promise<CallbackOutcome> {
  const state = currentUrl.searchParams.get('state') ?? ''
  const [attempt] =
    state && state.length <= 200
      ? await db
          .update(oidcSignInAttempts)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oidcSignInAttempts.stateHash, hashToken(state)),
              isNull(oidcSignInAttempts.usedAt),
              gt(oidcSignInAttempts.expiresAt, sql`now()`),
            ),
          )
          .returning()
      : []
  if (!attempt) return { location: loginWithError(null, 'expired'), refused: 'expired' }
  const [school] = await db
    .select({ id: schools.id, subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, attempt.schoolId))
  if (!school) return { location: loginWithError(null, 'expired'), refused: 'expired' }
  const provider = attempt.provider as IdentityProvider
  const refuse = (code: SignInErrorCode): CallbackOutcome => ({
    location: loginWithError(school.subdomain, code, provider),
    refused: code,
  })
  const providerError = currentUrl.searchParams.get('error')
  if (providerError) return refuse(providerError === 'access_denied' ? 'cancelled' : 'failed')
  const settings = providerOnServer(provider)
  const rule = await schoolProviderRule(db, school.id, provider)
  if (!settings || !rule?.enabled) return refuse('provider-off')
  try {
    const configuration = await configurationOf(settings)
    // The answer is checked against the callback address this server published, not the request's.
    const answer = new URL(callbackUrl())
    answer.search = currentUrl.search
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedNonce: attempt.nonce,
      expectedState: state,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) return refuse('failed')
    const identity = identityFromClaims(provider, claims as Record<string, unknown>)
    const ticket =
      attempt.purpose === 'link' && attempt.linkTicketId
        ? await ticketById(db, attempt.linkTicketId, school.id)
        : null
    if (attempt.purpose === 'link' && !ticket) return refuse('link-used')
    const join =
      attempt.purpose === 'join' && attempt.classId && hooks.makeStudent
        ? { classId: attempt.classId, makeStudent: hooks.makeStudent }
        : null
    const profile = await resolveIdentity(db, { schoolId: school.id, identity, rule, ticket, join })
    const { token } = await issueToken(db, {
      kind: 'transfer',
      userId: profile.userId,
      profileId: profile.profileId,
      schoolId: school.id,
      proofHash: attempt.browserHash,
    })
    const query = new URLSearchParams({ token, account: school.subdomain, profile: profile.profileId })
    return {
      location: `${schoolOrigin(school.subdomain, appConfig())}/login-finalize?${query}`,
      refused: null,
    }
  } catch (error) {
    const code = errorCodeOf(error)
    return { ...refuse(code), cause: error instanceof SignInRefused ? undefined : error }
  }
}

async function ticketById(db: Db, id: string, schoolId: string) {
  const [row] = await db
    .select({
      id: identityLinkTickets.id,
      profileId: identityLinkTickets.profileId,
      createdByUserId: identityLinkTickets.createdByUserId,
    })
    .from(identityLinkTickets)
    .where(
      and(
        eq(identityLinkTickets.id, id),
        eq(identityLinkTickets.schoolId, schoolId),
        isNull(identityLinkTickets.usedAt),
        gt(identityLinkTickets.expiresAt, sql`now()`),
      ),
    )
  return row ?? null
}
