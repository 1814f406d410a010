import { and, eq, inArray, isNull } from 'drizzle-orm'
import { STUDENT_ROLES } from '@/access/visitor'
import { mainOrigin, schoolOrigin } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import { m } from '@/paraglide/messages'
import type { SchoolSummary } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import { profiles, users } from '@/server/db/schema'
import { mailLocale } from '@/server/i18n/user-locale'
import { signInLinkMail } from '@/server/mail/auth-mails'
import { sendMail } from '@/server/mail/mailer'
import { appConfig } from '~/app.config'
import { type CookieSpec, profileCookieMaxAge, signInCookies, TOKEN_COOKIE } from './auth-cookies'
import { knownDeviceCounter, knownDeviceOf, rememberDevice } from './known-devices'
import { issueToken } from './one-time-tokens'
import { hashPassword, needsRehash, verifyPassword } from './password'
import { type Counter, clearAttempts, LOGIN_LIMITS, type RateLimit, takeAttempt } from './rate-limit'
import { createSession } from './sessions'
import { recordStudentLock, studentCounter, studentSignedIn, unknownStudentCounter } from './student-lock'
import {
  chooseProfile,
  type ProfileRow,
  profileRowsOfUser,
  type UserAnswer,
  userAnswer,
} from './user-profiles'

/** Where a sign-in happens: the host's school (null on the main host), the client's IP, its cookies. */
export interface SignInPlace {
  school: SchoolSummary | null
  ip: string
  cookiePair: { account: string | null; profile: string | null }
  /** The known-device cookie this browser sent (decision 164). */
  knownDevice?: string | null
}

/** The login answer (SPEC §3): a token object with token, account (subdomain) and user. */
export interface LoginAnswer {
  token: string
  account: string
  user: UserAnswer
}

export interface SignInResult {
  answer: LoginAnswer
  /** The cookies the response sets on this host. */
  cookies: CookieSpec[]
  /** The profile chosen (SPEC §4). */
  profile: ProfileRow
  /** True when the chosen profile's school is this host's: the session syncs in place. */
  inPlace: boolean
}

/** The answer to a wrong email or password, in the request's language (decision 219). */
export const wrongCredentials = () => m.login_error_wrong_email_password()

let dummyHash: Promise<string> | undefined
/** Verifying against a throwaway hash keeps a missing account as slow as a wrong password. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0000')
  return dummyHash
}

function tooMany(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new HttpError(429, m.login_error_too_many_wait({ count: minutes }))
}

/** Sign-in misses per address, for adults and students alike. */
function loginIpCounter(ip: string): Counter {
  return { key: `login:ip:${ip}`, rule: LOGIN_LIMITS.ip, onSuccess: 'refund' }
}

/**
 * Starts a session for a user on this host and picks the cookies: the session token always;
 * account and profile when the profile can be used here (its school is the host's, or the main
 * host). Otherwise the client transfers to the profile's school (SPEC §4).
 */
async function startSession(
  db: Db,
  input: { userId: string; profile: ProfileRow; school: SchoolSummary | null; familyId?: string | null },
): Promise<{ token: string; cookies: CookieSpec[]; inPlace: boolean }> {
  const inPlace = input.school === null || input.school.id === input.profile.schoolId
  const maxAge = profileCookieMaxAge(input.profile.role)
  const session = await createSession(db, {
    userId: input.userId,
    profileId: inPlace ? input.profile.id : null,
    schoolId: input.school?.id ?? null,
    maxAgeSeconds: maxAge,
    familyId: input.familyId,
  })
  const all = signInCookies({
    account: input.profile.subdomain,
    profileId: input.profile.id,
    role: input.profile.role,
    token: session.token,
  })
  return {
    token: session.token,
    cookies: inPlace ? all : all.filter((c) => c.name === TOKEN_COOKIE),
    inPlace,
  }
}

/** Sign-in links mailed to a locked account, per account (a lock must not become a mail flood). */
const LOCKED_LINK_LIMIT: RateLimit = { limit: 3, windowSeconds: 60 * 60 }

/** What a locked adult account answers, whether or not an account uses the address. */
export function lockedAnswer(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new HttpError(429, m.login_error_locked({ count: minutes }))
}

/**
 * The account's counter is full: its owner still has a way in (decision 164), a sign-in link
 * mailed to the account's address (15 minutes, the /token page), at most a few an hour.
 */
async function mailSignInLink(
  db: Db,
  user: { id: string; name: string; email: string | null; disabledAt: Date | null },
  place: SignInPlace,
): Promise<void> {
  if (!user.email || user.disabledAt) return
  const mails = await takeAttempt(db, [
    { key: `login:locked-link:${user.id}`, rule: LOCKED_LINK_LIMIT, onSuccess: 'keep' },
  ])
  if (mails.blocked) return
  await mails.succeeded()
  const { token } = await issueToken(db, { kind: 'magic', userId: user.id })
  const site = appConfig()
  const origin = place.school ? schoolOrigin(place.school.subdomain, site) : mainOrigin(site)
  await sendMail(
    db,
    signInLinkMail({
      to: user.email,
      name: user.name,
      link: `${origin}/token?token=${encodeURIComponent(token)}`,
      locale: await mailLocale(db, { userId: user.id, schoolId: place.school?.id }),
    }),
  )
}

/**
 * Adults: email + password, on any host. Misses count per address and per account, before the
 * password is looked at (record 030). A device the account signed in on before counts on its own
 * small counter instead, so a stranger filling the account's counter does not lock the owner out;
 * when the account's counter is full, the owner is mailed a sign-in link (decision 164).
 */
export async function signInWithEmail(
  db: Db,
  input: { email: string; password: string },
  place: SignInPlace,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  // Who it would be comes first (that is no secret), to know whether this device is theirs.
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  const device = user ? await knownDeviceOf(db, place.knownDevice, user.id) : null
  const accountCounter: Counter = {
    key: `login:email:${email}`,
    rule: LOGIN_LIMITS.adultAccount,
    onSuccess: 'clear',
  }
  const attempt = await takeAttempt(
    db,
    device ? [knownDeviceCounter(device.id)] : [loginIpCounter(place.ip), accountCounter],
  )
  if (attempt.blocked) {
    if (attempt.blocked.key !== accountCounter.key) throw tooMany(attempt.blocked.retryAfterSeconds)
    if (user) await mailSignInLink(db, user, place)
    throw lockedAnswer(attempt.blocked.retryAfterSeconds)
  }
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password)
  if (!user?.passwordHash || !ok || user.disabledAt) {
    await attempt.failed()
    throw new HttpError(400, wrongCredentials())
  }
  await attempt.succeeded()
  // The owner got in: earlier misses against the account are forgiven, whichever device it was.
  if (device) await clearAttempts(db, accountCounter.key)
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
  }
  const result = await finishSignIn(db, user.id, place)
  return { ...result, cookies: [...result.cookies, await rememberDevice(db, user.id, place.knownDevice)] }
}

/** Students: username + password, only on their school's host. */
export async function signInWithUsername(
  db: Db,
  input: { username: string; password: string },
  place: SignInPlace,
): Promise<SignInResult> {
  const school = place.school
  if (!school) throw new HttpError(400, m.login_error_students_on_school_site())
  const username = input.username.trim().toLowerCase()
  // Who it would be comes first (that is no secret); the attempt is counted before the password
  // is looked at, against the child whichever way they sign in.
  const [row] = await db
    .select({
      profileId: profiles.id,
      name: profiles.name,
      userId: users.id,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.schoolId, school.id),
        eq(profiles.username, username),
        inArray(profiles.role, [...STUDENT_ROLES]),
        isNull(profiles.archivedAt),
      ),
    )
    .limit(1)
  const child = row ? studentCounter(row.profileId) : unknownStudentCounter(school.id, username)
  const attempt = await takeAttempt(db, [loginIpCounter(place.ip), child])
  if (attempt.blocked) throw tooMany(attempt.blocked.retryAfterSeconds)
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password)
  if (!row?.passwordHash || !ok || row.disabledAt) {
    const exhausted = await attempt.failed()
    const lock = exhausted.find((counter) => counter.key === child.key)
    if (row && lock) {
      await recordStudentLock(db, {
        profileId: row.profileId,
        schoolId: school.id,
        studentName: row.name,
        until: lock.until,
        method: 'password',
      })
    }
    throw new HttpError(400, m.login_error_wrong_username_password())
  }
  await attempt.succeeded()
  await studentSignedIn(db, row.profileId)
  return finishSignIn(db, row.userId, place, (candidate) => candidate.schoolId === school.id)
}

/**
 * After the credentials (or a one-time token) proved who it is: choose the profile, start the
 * session — in a new family, or in the family of the sign-in a transfer continues.
 */
async function finishSignIn(
  db: Db,
  userId: string,
  place: SignInPlace,
  only: (profile: ProfileRow) => boolean = () => true,
  familyId: string | null = null,
): Promise<SignInResult> {
  const all = (await profileRowsOfUser(db, userId)).filter(only)
  if (all.length === 0) throw new HttpError(403, m.login_error_no_school_yet())
  // On a school's host its own profiles come first; a user with none there transfers.
  const here = place.school ? all.filter((profile) => profile.schoolId === place.school?.id) : []
  const profile = chooseProfile(here.length > 0 ? here : all, place.cookiePair)
  if (!profile) throw new HttpError(403, m.login_error_no_school_yet())
  const session = await startSession(db, { userId, profile, school: place.school, familyId })
  return {
    answer: { token: session.token, account: profile.subdomain, user: await userAnswer(db, userId) },
    cookies: session.cookies,
    profile,
    inPlace: session.inPlace,
  }
}

/** Signs in as a given profile of the user (transfer, one-time token). */
export async function signInAsProfile(
  db: Db,
  input: { userId: string; profileId: string | null; familyId?: string | null },
  place: SignInPlace,
): Promise<SignInResult> {
  return finishSignIn(
    db,
    input.userId,
    place,
    (profile) => (input.profileId ? profile.id === input.profileId : true),
    input.familyId ?? null,
  )
}
