import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { studentPlaces } from '@/features/students/student-places.server'
import { type ProductSite, schoolOrigin } from '@/lib/hosts'
import { tellApart } from '@/lib/students/display-names'
import { m } from '@/paraglide/messages'
import { takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { classMembers, profiles, schoolClasses, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { codeCounters, MAIN_HOST_CODES } from './join-counters.server'
import type { JoinClassmate } from './join-roster'
import { joinClassmate } from './join-roster.server'

/**
 * Joining a class on /join (PRODUCT.md §2): a class code, then the class's login type — tap your
 * name and your secret picture, or type your two secret words — or, where the class allows it,
 * quick join with just a name. Everything is scoped to the school of the host.
 */
export interface JoinPlace {
  school: { id: string; subdomain: string; name: string }
  /** The client's address (an IPv6 /64 as one), for the per-address limits. */
  ip: string
  /** The browser's `join_browser` cookie: wrong codes are counted per browser too (decision 160). */
  browser?: string | null
}

/** How a code reached the server: a join link's code is looked up before the child taps anything. */
export interface CodeLookup {
  fromLink?: boolean
}

/** A wrong code, in the request's language (decision 219). */
function unknownCode(): HttpError {
  return new HttpError(404, m.join_error_unknown_code(), [
    { field: 'code', message: m.join_error_no_class_code() },
  ])
}

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
  /** Children may make their own account for this class (also through the school's provider). */
  selfRegistration: boolean
}

/**
 * The active class of this school with this code. Wrong codes are counted per browser and per
 * address before the code is looked at (a link's code apart, decision 160).
 */
export async function findActiveClass(db: Db, place: JoinPlace, code: string, how: CodeLookup = {}) {
  const attempt = await takeAttempt(db, codeCounters({ ...place, fromLink: how.fromLink }, false))
  if (attempt.blocked) throw new HttpError(429, m.join_error_slow_down())
  const [schoolClass] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      selfRegistration: schoolClasses.selfRegistration,
      joinCode: schoolClasses.joinCode,
      /** The teacher lets the whole class join now (decision 161), on the database's clock. */
      joinOpen: sql<boolean>`coalesce(${schoolClasses.joinOpenUntil} > now(), false)`.mapWith(Boolean),
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
    throw unknownCode()
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
export async function lookupClass(
  db: Db,
  place: JoinPlace,
  code: string,
  how: CodeLookup = {},
): Promise<JoinClass> {
  const schoolClass = await findActiveClass(db, place, code, how)
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
    selfRegistration: schoolClass.selfRegistration,
    students,
    joined: members.filter((member) => member.role === 'STUDENT' || member.role === 'STUDENT_SESSION').length,
    full: members.length >= 200,
    schoolFull: (await studentPlaces(db, place.school.id)).left === 0,
  }
}

/**
 * "Join a class" on the main host: the school of a class code, so the child goes on to
 * `/join?code=…` on the school's own host. The origin comes from configuration (decision 007);
 * wrong codes count toward the same limits as on a school's host, and toward one counter of the
 * whole main host, whose search reaches every school's codes (decision 160).
 */
export async function findJoinAddress(
  db: Db,
  input: { ip: string; browser?: string | null; fromLink?: boolean; code: string; site: ProductSite },
): Promise<{ url: string }> {
  const attempt = await takeAttempt(db, codeCounters(input, true))
  if (attempt.blocked) {
    throw new HttpError(
      429,
      attempt.blocked.key === MAIN_HOST_CODES ? m.join_error_main_host_busy() : m.join_error_slow_down(),
    )
  }
  const [found] = await db
    .select({ code: schoolClasses.joinCode, subdomain: schools.subdomain })
    .from(schoolClasses)
    .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
    .where(and(eq(schoolClasses.joinCode, input.code), isNull(schoolClasses.archivedAt)))
  if (!found) {
    await attempt.failed()
    throw unknownCode()
  }
  await attempt.succeeded()
  return { url: `${schoolOrigin(found.subdomain, input.site)}/join?code=${found.code}` }
}
