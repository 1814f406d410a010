import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { SessionData, SessionProfile } from '@/lib/session-storage'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'
import { paidStatusOfSchools } from './paid-status'

/** The user answer of `GET auth/profile` and of the login (SPEC §3, §7). */
export type UserAnswer = Omit<SessionData, 'selectedProfile'>

export interface ProfileRow {
  id: string
  role: SessionProfile['role']
  name: string
  schoolId: string
  subdomain: string
}

/**
 * A user's live profiles, oldest first: "the first profile" of SPEC §4. An invitation still
 * waiting for the address to be verified is not one of them (record 030).
 */
export async function profileRowsOfUser(db: Db, userId: string): Promise<ProfileRow[]> {
  return db
    .select({
      id: profiles.id,
      role: profiles.role,
      name: profiles.name,
      schoolId: profiles.schoolId,
      subdomain: schools.subdomain,
    })
    .from(profiles)
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(
      and(eq(profiles.userId, userId), isNull(profiles.archivedAt), eq(profiles.pendingVerification, false)),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
}

/** The spec's profile list: uuid, role, user_role, name, paid_status, account. */
async function specProfilesOfUser(db: Db, userId: string): Promise<SessionProfile[]> {
  const [user] = await db.select({ userRole: users.userRole }).from(users).where(eq(users.id, userId))
  const rows = await profileRowsOfUser(db, userId)
  const schoolIds = [...new Set(rows.map((row) => row.schoolId))]
  if (schoolIds.length === 0) return []
  const [schoolRows, children, paid] = await Promise.all([
    db
      .select({
        id: schools.id,
        subdomain: schools.subdomain,
        name: schools.name,
        logoFileId: schools.logoFileId,
      })
      .from(schools)
      .where(inArray(schools.id, schoolIds)),
    db
      .select({ parentId: schools.parentSchoolId, subdomain: schools.subdomain, name: schools.name })
      .from(schools)
      .where(inArray(schools.parentSchoolId, schoolIds))
      .orderBy(asc(schools.name)),
    paidStatusOfSchools(db, schoolIds),
  ])
  const accountOf = new Map(
    schoolRows.map((school) => [
      school.id,
      {
        subdomain: school.subdomain,
        name: school.name,
        logo: school.logoFileId ? `/files/${school.logoFileId}` : null,
        districtChildren: children
          .filter((child) => child.parentId === school.id)
          .map((child) => ({ subdomain: child.subdomain, name: child.name })),
      },
    ]),
  )
  return rows.map((row) => ({
    uuid: row.id,
    role: row.role,
    user_role: user?.userRole ?? null,
    name: row.name,
    paid_status: paid.get(row.schoolId) ?? false,
    account: accountOf.get(row.schoolId) ?? { subdomain: row.subdomain, logo: null, districtChildren: [] },
  }))
}

export async function userAnswer(db: Db, userId: string): Promise<UserAnswer> {
  const [user] = await db
    .select({ email: users.email, phoneCountryCode: users.phoneCountryCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
  return {
    email: user?.email ?? null,
    phone_country_code: user?.phoneCountryCode ?? null,
    phone_number: user?.phoneNumber ?? null,
    profiles: await specProfilesOfUser(db, userId),
  }
}

/**
 * SPEC §4: the profile whose account and profile match the cookie pair; otherwise, with several
 * profiles, the first; with one, that one. `candidates` are the profiles usable where the visitor is.
 */
export function chooseProfile<T extends { id: string; subdomain: string }>(
  candidates: readonly T[],
  cookiePair: { account: string | null; profile: string | null },
): T | null {
  const matching = candidates.find(
    (candidate) => candidate.id === cookiePair.profile && candidate.subdomain === cookiePair.account,
  )
  return matching ?? candidates[0] ?? null
}
