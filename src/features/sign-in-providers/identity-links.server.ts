import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { STUDENT_ROLES } from '@/access/visitor'
import type { Db, DbTransaction } from '@/server/db/client'
import { identityLinks, profiles, rosterLinks, users } from '@/server/db/schema'
import type { ProviderIdentity } from './provider-identity.server'

/** The profile of the school an identity is (or becomes) linked to by issuer + subject (decision 171). */
export interface LinkedProfile {
  profileId: string
  userId: string
  role: string
}

export const activeProfile = (schoolId: string) =>
  and(eq(profiles.schoolId, schoolId), isNull(profiles.archivedAt), isNull(users.disabledAt))

export async function linkedProfile(
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
export async function adultByVerifiedEmail(db: Db, schoolId: string, identity: ProviderIdentity) {
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
export async function studentByRoster(db: Db, schoolId: string, identity: ProviderIdentity) {
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

export async function addLink(
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
