import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { addMembersInTransaction } from '@/features/groups/groups.server'
import { tellApart } from '@/features/students/display-names'
import { isUniqueViolation } from '@/features/students/pg-errors.server'
import { normalizeSecretWords, randomSecretWords } from '@/features/students/secret-words'
import { type CookieSpec, profileCookieMaxAge, signInCookies } from '@/server/auth/auth-cookies'
import { hashPassword } from '@/server/auth/password'
import { checkRateLimit, hitRateLimit, type RateLimit } from '@/server/auth/rate-limit'
import { createSession } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { activity, groupMembers, groups, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/**
 * Joining a class on /join (PRODUCT.md §2): a class code, then the class's login type — tap your
 * name and your secret picture, or type your two secret words — or, where the class allows it,
 * quick join with just a name. Everything is scoped to the school of the host.
 */
export interface JoinPlace {
  school: { id: string; subdomain: string; name: string }
  /** The client's address, for throttling code guessing. */
  ip: string
}

/** Five misses lock that student for a minute (PRODUCT.md §2); the teacher sees it on the class page. */
export const MAX_MISSES = 5
export const LOCK_SECONDS = 60

/** Wrong class codes per address: slow enough that guessing a code is hopeless. */
export const WRONG_CODE_LIMIT: RateLimit = { limit: 20, windowSeconds: 10 * 60 }
/** Sign-in misses per address across all students (on top of the per-student lock). */
export const MISSES_PER_IP_LIMIT: RateLimit = { limit: 60, windowSeconds: 10 * 60 }

export const UNKNOWN_CODE = 'We could not find a class with that code. Check the code with your teacher.'
const SLOW_DOWN = 'Too many tries. Wait a few minutes, then try again.'

export interface JoinClassmate {
  id: string
  /** "Ada L." — told apart when two children share a name. */
  name: string
}

export interface JoinClass {
  code: string
  className: string
  schoolName: string
  loginType: 'picture' | 'words' | 'password'
  quickJoin: boolean
  /** Who to tap, for picture and words classes; empty for password classes. */
  students: JoinClassmate[]
  full: boolean
}

async function throttle(db: Db, key: string, rule: RateLimit) {
  if ((await checkRateLimit(db, key, rule)).blocked) throw new HttpError(429, SLOW_DOWN)
}

async function findActiveClass(db: Db, place: JoinPlace, code: string) {
  await throttle(db, `join:code:${place.ip}`, WRONG_CODE_LIMIT)
  const [group] = await db
    .select({
      id: groups.id,
      name: groups.name,
      loginType: groups.loginType,
      quickJoin: groups.quickJoin,
      joinCode: groups.joinCode,
    })
    .from(groups)
    .where(and(eq(groups.joinCode, code), eq(groups.schoolId, place.school.id), isNull(groups.archivedAt)))
  if (!group) {
    await hitRateLimit(db, `join:code:${place.ip}`, WRONG_CODE_LIMIT)
    throw new HttpError(404, UNKNOWN_CODE, [{ field: 'code', message: 'No class has this code.' }])
  }
  return group
}

async function classmates(db: Db, groupId: string) {
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.profileId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(profiles.archivedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  return rows
}

/** The class behind a code, with the names to tap for picture and words classes. */
export async function lookupClass(db: Db, place: JoinPlace, code: string): Promise<JoinClass> {
  const group = await findActiveClass(db, place, code)
  const members = await classmates(db, group.id)
  const names = tellApart(members, 'short')
  const students =
    group.loginType === 'password'
      ? []
      : members
          .filter((member) => member.role === 'STUDENT')
          .map((member) => ({ id: member.id, name: names.get(member.id) ?? member.name }))
          .sort((a, b) => a.name.localeCompare(b.name))
  return {
    code: group.joinCode,
    className: group.name,
    schoolName: place.school.name,
    loginType: group.loginType,
    quickJoin: group.quickJoin,
    students,
    full: members.length >= 200,
  }
}

export interface SignedIn {
  profileId: string
  cookies: CookieSpec[]
  /** Where the child goes next. */
  redirectTo: string
}

async function startStudentSession(
  db: Db,
  place: JoinPlace,
  student: { userId: string; profileId: string; role: 'STUDENT' | 'STUDENT_SESSION' },
): Promise<SignedIn> {
  const session = await createSession(db, {
    userId: student.userId,
    profileId: student.profileId,
    schoolId: place.school.id,
    maxAgeSeconds: profileCookieMaxAge(student.role),
  })
  await db.update(profiles).set({ lastActiveAt: sql`now()` }).where(eq(profiles.id, student.profileId))
  return {
    profileId: student.profileId,
    cookies: signInCookies({
      account: place.school.subdomain,
      profileId: student.profileId,
      role: student.role,
      token: session.token,
    }),
    redirectTo: '/student/courses',
  }
}

export class LockedOutError extends HttpError {
  constructor(readonly until: Date) {
    super(423, 'Too many wrong tries. Wait one minute, then try again. Your teacher can help.')
  }
}

/**
 * Checks a picture or words answer for a child of this class. A miss counts toward the lock;
 * the fifth locks the child for a minute and tells the teacher (activity `login_locked`).
 */
async function secretSignIn(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string },
  kind: 'picture' | 'words',
  isRight: (student: { picturePassword: number | null; secretWords: string | null }) => boolean,
): Promise<SignedIn> {
  const group = await findActiveClass(db, place, input.code)
  if (group.loginType !== kind) {
    throw new HttpError(409, 'Your class signs in another way now. Ask your teacher.')
  }
  await throttle(db, `join:miss:${place.ip}`, MISSES_PER_IP_LIMIT)
  const [student] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      picturePassword: profiles.picturePassword,
      secretWords: profiles.secretWords,
      lockedUntil: profiles.lockedUntil,
      locked: sql<boolean>`coalesce(${profiles.lockedUntil} > now(), false)`,
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.profileId))
    .where(
      and(
        eq(groupMembers.groupId, group.id),
        eq(groupMembers.profileId, input.studentId),
        eq(profiles.role, 'STUDENT'),
        isNull(profiles.archivedAt),
      ),
    )
  if (!student) throw new HttpError(404, 'We could not find you in this class. Ask your teacher.')
  if (student.locked && student.lockedUntil) throw new LockedOutError(student.lockedUntil)

  if (isRight(student)) {
    await db
      .update(profiles)
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where(eq(profiles.id, student.id))
    return startStudentSession(db, place, { userId: student.userId, profileId: student.id, role: 'STUDENT' })
  }

  await hitRateLimit(db, `join:miss:${place.ip}`, MISSES_PER_IP_LIMIT)
  const [after] = await db
    .update(profiles)
    .set({
      failedLoginCount: sql`case when ${profiles.failedLoginCount} + 1 >= ${MAX_MISSES} then 0 else ${profiles.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${profiles.failedLoginCount} + 1 >= ${MAX_MISSES} then now() + make_interval(secs => ${LOCK_SECONDS}) else ${profiles.lockedUntil} end`,
    })
    .where(eq(profiles.id, student.id))
    .returning({
      misses: profiles.failedLoginCount,
      lockedUntil: profiles.lockedUntil,
      locked: sql<boolean>`coalesce(${profiles.lockedUntil} > now(), false)`,
    })
  if (after?.locked && after.lockedUntil) {
    await db.insert(activity).values({
      schoolId: place.school.id,
      profileId: student.id,
      kind: 'login_locked',
      subject: { groupId: group.id, groupName: group.name, studentName: student.name, method: kind },
    })
    throw new LockedOutError(after.lockedUntil)
  }
  const left = MAX_MISSES - Number(after?.misses ?? 0)
  throw new HttpError(
    400,
    kind === 'picture'
      ? `That is not your picture. Try again! (${left} ${left === 1 ? 'try' : 'tries'} left)`
      : `Those are not your secret words. Try again! (${left} ${left === 1 ? 'try' : 'tries'} left)`,
  )
}

export function signInWithPicture(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string; picture: number },
) {
  return secretSignIn(db, place, input, 'picture', (student) => student.picturePassword === input.picture)
}

export function signInWithWords(
  db: Db,
  place: JoinPlace,
  input: { code: string; studentId: string; words: string },
) {
  const typed = normalizeSecretWords(input.words)
  return secretSignIn(db, place, input, 'words', (student) => typed !== '' && student.secretWords === typed)
}

/**
 * Quick join: a name is enough. The child gets a STUDENT_SESSION profile in the class and a
 * 2-hour cookie; the teacher can later turn it into a student account, keeping its progress.
 */
export async function quickJoin(
  db: Db,
  place: JoinPlace,
  input: { code: string; name: string },
): Promise<SignedIn> {
  const group = await findActiveClass(db, place, input.code)
  if (!group.quickJoin) {
    throw new HttpError(403, 'This class does not use quick join. Ask your teacher how to sign in.')
  }
  const name = input.name.trim()
  const created = await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ name }).returning({ id: users.id })
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: user!.id, schoolId: place.school.id, role: 'STUDENT_SESSION', name, firstName: name })
      .returning({ id: profiles.id })
    await addMembersInTransaction(tx, {
      schoolId: place.school.id,
      groupId: group.id,
      profileIds: [profile!.id],
    })
    await tx.insert(activity).values({
      schoolId: place.school.id,
      profileId: profile!.id,
      kind: 'student_joined',
      subject: { groupId: group.id, groupName: group.name, studentName: name, method: 'quick_join' },
    })
    return { userId: user!.id, profileId: profile!.id }
  })
  return startStudentSession(db, place, { ...created, role: 'STUDENT_SESSION' })
}

function randomPicture(): number {
  const values = new Uint8Array(1)
  for (;;) {
    crypto.getRandomValues(values)
    if (values[0]! < 252) return values[0]! % 12
  }
}

/** /student/register: a username + password student who joins a class of this school by its code. */
export async function registerStudent(
  db: Db,
  place: JoinPlace,
  input: { code: string; firstName: string; lastName: string; username: string; password: string },
): Promise<SignedIn> {
  const group = await findActiveClass(db, place, input.code)
  const passwordHash = await hashPassword(input.password)
  const name = `${input.firstName} ${input.lastName}`
  try {
    const created = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ name, passwordHash }).returning({ id: users.id })
      const [profile] = await tx
        .insert(profiles)
        .values({
          userId: user!.id,
          schoolId: place.school.id,
          role: 'STUDENT',
          name,
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          picturePassword: randomPicture(),
          secretWords: randomSecretWords(),
        })
        .returning({ id: profiles.id })
      await addMembersInTransaction(tx, {
        schoolId: place.school.id,
        groupId: group.id,
        profileIds: [profile!.id],
      })
      await tx.insert(activity).values({
        schoolId: place.school.id,
        profileId: profile!.id,
        kind: 'student_joined',
        subject: { groupId: group.id, groupName: group.name, studentName: name, method: 'register' },
      })
      return { userId: user!.id, profileId: profile!.id }
    })
    return startStudentSession(db, place, { ...created, role: 'STUDENT' })
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_school_username_unique')) {
      throw new HttpError(409, 'That username is taken. Try another one.', [
        { field: 'username', message: 'This username is taken.' },
      ])
    }
    throw error
  }
}
