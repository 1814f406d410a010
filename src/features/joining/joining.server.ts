import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { addMembersInTransaction } from '@/features/classes/class-members.server'
import { classStartLesson } from '@/features/courses/class-start-lesson.server'
import { type ProductSite, schoolOrigin } from '@/lib/hosts'
import { tellApart } from '@/lib/students/display-names'
import { normalizeSecretWords, randomSecretWords } from '@/lib/students/secret-words'
import { type CookieSpec, profileCookieMaxAge, signInCookies } from '@/server/auth/auth-cookies'
import { hashPassword } from '@/server/auth/password'
import { type Counter, type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import { createSession } from '@/server/auth/sessions'
import { recordStudentLock, STUDENT_LOCK, studentCounter, studentSignedIn } from '@/server/auth/student-lock'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { activity, classMembers, profiles, schoolClasses, schools, users } from '@/server/db/schema'
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

/**
 * Wrong class codes per address: slow enough that guessing a code is hopeless (about 600 million
 * codes), high enough that a class of 30 pressing "Join" at the same moment from one school address
 * fits: every attempt holds a count until its code is found right (record 030).
 */
const WRONG_CODE_LIMIT: RateLimit = { limit: 60, windowSeconds: 10 * 60 }
/** Sign-in misses per address across all students (on top of the per-student lock). */
const MISSES_PER_IP_LIMIT: RateLimit = { limit: 60, windowSeconds: 10 * 60 }

// A right code or a right picture gives its count back: a class of 30 shares one school address.
const codeCounter = (ip: string): Counter => ({
  key: `join:code:${ip}`,
  rule: WRONG_CODE_LIMIT,
  onSuccess: 'refund',
})
const missCounter = (ip: string): Counter => ({
  key: `join:miss:${ip}`,
  rule: MISSES_PER_IP_LIMIT,
  onSuccess: 'refund',
})

const UNKNOWN_CODE = 'We could not find a class with that code. Check the code with your teacher.'
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
  /** Children in the class, quick-joined ones included (they have no name to tap). */
  joined: number
  full: boolean
}

async function findActiveClass(db: Db, place: JoinPlace, code: string) {
  const attempt = await takeAttempt(db, [codeCounter(place.ip)])
  if (attempt.blocked) throw new HttpError(429, SLOW_DOWN)
  const [schoolClass] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      joinCode: schoolClasses.joinCode,
    })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.joinCode, code),
        eq(schoolClasses.schoolId, place.school.id),
        isNull(schoolClasses.archivedAt),
      ),
    )
  if (!schoolClass) {
    await attempt.failed()
    throw new HttpError(404, UNKNOWN_CODE, [{ field: 'code', message: 'No class has this code.' }])
  }
  await attempt.succeeded()
  return schoolClass
}

async function classmates(db: Db, classId: string) {
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(and(eq(classMembers.classId, classId), isNull(profiles.archivedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  return rows
}

/** The class behind a code, with the names to tap for picture and words classes. */
export async function lookupClass(db: Db, place: JoinPlace, code: string): Promise<JoinClass> {
  const schoolClass = await findActiveClass(db, place, code)
  const members = await classmates(db, schoolClass.id)
  const names = tellApart(members, 'short')
  const students =
    schoolClass.loginType === 'password'
      ? []
      : members
          .filter((member) => member.role === 'STUDENT')
          .map((member) => ({ id: member.id, name: names.get(member.id) ?? member.name }))
          .sort((a, b) => a.name.localeCompare(b.name))
  return {
    code: schoolClass.joinCode,
    className: schoolClass.name,
    schoolName: place.school.name,
    loginType: schoolClass.loginType,
    quickJoin: schoolClass.quickJoin,
    students,
    joined: members.filter((member) => member.role === 'STUDENT' || member.role === 'STUDENT_SESSION').length,
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
  classId: string,
): Promise<SignedIn> {
  const session = await createSession(db, {
    userId: student.userId,
    profileId: student.profileId,
    schoolId: place.school.id,
    maxAgeSeconds: profileCookieMaxAge(student.role),
  })
  await db.update(profiles).set({ lastActiveAt: sql`now()` }).where(eq(profiles.id, student.profileId))
  // Straight into the class's lesson: a child who came for it should not have to find it.
  const lesson = await classStartLesson(db, {
    schoolId: place.school.id,
    classId,
    profileId: student.profileId,
  })
  return {
    profileId: student.profileId,
    cookies: signInCookies({
      account: place.school.subdomain,
      profileId: student.profileId,
      role: student.role,
      token: session.token,
    }),
    redirectTo: lesson ? `/student/lesson/${lesson}` : '/student/courses',
  }
}

class LockedOutError extends HttpError {
  constructor() {
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
  const schoolClass = await findActiveClass(db, place, input.code)
  if (schoolClass.loginType !== kind) {
    throw new HttpError(409, 'Your class signs in another way now. Ask your teacher.')
  }
  const [student] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      picturePassword: profiles.picturePassword,
      secretWords: profiles.secretWords,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(
      and(
        eq(classMembers.classId, schoolClass.id),
        eq(classMembers.profileId, input.studentId),
        eq(profiles.role, 'STUDENT'),
        isNull(profiles.archivedAt),
      ),
    )
  if (!student) throw new HttpError(404, 'We could not find you in this class. Ask your teacher.')

  // Counted before the answer is looked at: of many taps at once, at most five are judged.
  const child = studentCounter(student.id)
  const attempt = await takeAttempt(db, [missCounter(place.ip), child])
  if (attempt.blocked?.key === child.key) throw new LockedOutError()
  if (attempt.blocked) throw new HttpError(429, SLOW_DOWN)

  if (isRight(student)) {
    await attempt.succeeded()
    await studentSignedIn(db, student.id)
    return startStudentSession(
      db,
      place,
      { userId: student.userId, profileId: student.id, role: 'STUDENT' },
      schoolClass.id,
    )
  }

  const exhausted = await attempt.failed()
  const lock = exhausted.find((counter) => counter.key === child.key)
  if (lock) {
    await recordStudentLock(db, {
      profileId: student.id,
      schoolId: place.school.id,
      studentName: student.name,
      until: lock.until,
      method: kind,
      schoolClass: { id: schoolClass.id, name: schoolClass.name },
    })
    throw new LockedOutError()
  }
  const left = Math.max(1, STUDENT_LOCK.limit - attempt.count(child.key))
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

interface TypedName {
  name: string
  firstName: string
  lastName: string | null
}

/** "Leo", "leo k.", "Leo Kim": the first word is the first name, the rest (dots dropped) the last. */
function splitTypedName(typed: string): TypedName {
  const words = typed.trim().split(/\s+/)
  const firstName = words[0]!
  const lastName = words.slice(1).join(' ').replace(/\./g, '').trim() || null
  return { name: lastName ? `${firstName} ${lastName}` : firstName, firstName, lastName }
}

const folded = (value: string) => value.trim().toLocaleLowerCase()

/**
 * Would a child who typed this be mistaken for this classmate? Same first name, and the classmate's
 * last name starts with what was typed of it (nothing typed matches every last name): "Leo" is
 * taken by Leo and by Leo Kim; "Leo K" by Leo Kim; "Leo B" by neither.
 */
function sameChild(
  typed: TypedName,
  member: { name: string; firstName: string | null; lastName: string | null },
) {
  const first = member.firstName ?? member.name.split(/\s+/)[0] ?? ''
  if (folded(first) !== folded(typed.firstName)) return false
  return folded(member.lastName ?? '').startsWith(folded(typed.lastName ?? ''))
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
  const schoolClass = await findActiveClass(db, place, input.code)
  if (!schoolClass.quickJoin) {
    throw new HttpError(403, 'This class does not use quick join. Ask your teacher how to sign in.')
  }
  const typed = splitTypedName(input.name)
  const taken = (await classmates(db, schoolClass.id)).some((member) => sameChild(typed, member))
  if (taken) {
    // Told back as a name is written ("leo k" → "Leo K"), with the field keeping what was typed.
    const written = typed.name.replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, letter: string) => space + letter.toLocaleUpperCase(),
    )
    const first = written.split(' ')[0]
    const message = typed.lastName
      ? `There is already a ${written} in this class. Type more of your last name.`
      : `There is already a ${first} in this class. Add the first letter of your last name, like ${first} B.`
    throw new HttpError(409, message, [{ field: 'name', message }])
  }
  const { name, firstName, lastName } = typed
  const created = await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ name }).returning({ id: users.id })
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user!.id,
        schoolId: place.school.id,
        role: 'STUDENT_SESSION',
        name,
        firstName,
        lastName,
      })
      .returning({ id: profiles.id })
    await addMembersInTransaction(tx, {
      schoolId: place.school.id,
      classId: schoolClass.id,
      profileIds: [profile!.id],
    })
    await tx.insert(activity).values({
      schoolId: place.school.id,
      profileId: profile!.id,
      kind: 'student_joined',
      subject: {
        classId: schoolClass.id,
        className: schoolClass.name,
        studentName: name,
        method: 'quick_join',
      },
    })
    return { userId: user!.id, profileId: profile!.id }
  })
  return startStudentSession(db, place, { ...created, role: 'STUDENT_SESSION' }, schoolClass.id)
}

/**
 * "Join a class" on the main host: the school of a class code, so the child goes on to
 * `/join?code=…` on the school's own host. The origin comes from configuration (decision 007);
 * wrong codes count toward the same limit as on a school's host.
 */
export async function findJoinAddress(
  db: Db,
  input: { ip: string; code: string; site: ProductSite },
): Promise<{ url: string }> {
  const attempt = await takeAttempt(db, [codeCounter(input.ip)])
  if (attempt.blocked) throw new HttpError(429, SLOW_DOWN)
  const [found] = await db
    .select({ code: schoolClasses.joinCode, subdomain: schools.subdomain })
    .from(schoolClasses)
    .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
    .where(and(eq(schoolClasses.joinCode, input.code), isNull(schoolClasses.archivedAt)))
  if (!found) {
    await attempt.failed()
    throw new HttpError(404, UNKNOWN_CODE, [{ field: 'code', message: 'No class has this code.' }])
  }
  await attempt.succeeded()
  return { url: `${schoolOrigin(found.subdomain, input.site)}/join?code=${found.code}` }
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
  const schoolClass = await findActiveClass(db, place, input.code)
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
        classId: schoolClass.id,
        profileIds: [profile!.id],
      })
      await tx.insert(activity).values({
        schoolId: place.school.id,
        profileId: profile!.id,
        kind: 'student_joined',
        subject: {
          classId: schoolClass.id,
          className: schoolClass.name,
          studentName: name,
          method: 'register',
        },
      })
      return { userId: user!.id, profileId: profile!.id }
    })
    return startStudentSession(db, place, { ...created, role: 'STUDENT' }, schoolClass.id)
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_school_username_unique')) {
      throw new HttpError(409, 'That username is taken. Try another one.', [
        { field: 'username', message: 'This username is taken.' },
      ])
    }
    throw error
  }
}
