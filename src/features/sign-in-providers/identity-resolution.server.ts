import { and, eq, isNull, sql } from 'drizzle-orm'
import { STUDENT_ROLES } from '@/access/visitor'
import type { Db } from '@/server/db/client'
import { identityLinkTickets, profiles, users } from '@/server/db/schema'
import {
  activeProfile,
  addLink,
  adultByVerifiedEmail,
  type LinkedProfile,
  linkedProfile,
  studentByRoster,
} from './identity-links.server'
import { type ProviderIdentity, passesSchoolRule, SignInRefused } from './provider-identity.server'
import type { SchoolProviderRule } from './school-provider-rules.server'

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
export async function resolveIdentity(
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
