import { and, asc, eq, isNull } from 'drizzle-orm'
import { studentPlaces } from '@/features/students/student-places.server'
import { type ProductSite, schoolOrigin } from '@/lib/hosts'
import { tellApart } from '@/lib/students/display-names'
import { type Counter, type RateLimit, takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { classMembers, profiles, schoolClasses, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { JoinClassmate } from './join-roster'
import { joinClassmate } from './join-roster.server'

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

// A right code or a right picture gives its count back: a class of 30 shares one school address.
const codeCounter = (ip: string): Counter => ({
  key: `join:code:${ip}`,
  rule: WRONG_CODE_LIMIT,
  onSuccess: 'refund',
})

const UNKNOWN_CODE = 'We could not find a class with that code. Check the code with your teacher.'

export const SLOW_DOWN = 'Too many tries. Wait a few minutes, then try again.'

export type { JoinClassmate } from './join-roster'

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
  /** The school's plan has no place left for a new student (decision 113): no quick join. */
  schoolFull: boolean
}

export async function findActiveClass(db: Db, place: JoinPlace, code: string) {
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

export async function classmates(db: Db, classId: string) {
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      picturePasswordSecond: profiles.picturePasswordSecond,
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
          .map((member) =>
            joinClassmate(schoolClass.id, schoolClass.loginType, member, names.get(member.id) ?? member.name),
          )
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
    schoolFull: (await studentPlaces(db, place.school.id)).left === 0,
  }
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
