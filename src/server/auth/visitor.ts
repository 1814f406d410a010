import { and, eq, isNull, sql } from 'drizzle-orm'
import { type ProfileRole, type SignedInVisitorType, type UserRole, visitorTypeOf } from '@/access/visitor'
import type { HostInfo } from '@/lib/hosts'
import { isUuid } from '@/lib/uuid'
import type { Db } from '@/server/db/client'
import { profiles, schools, subscriptions } from '@/server/db/schema'
import { DEMO_STUDENT_SCHOOL, DEMO_STUDENT_USERNAME } from '@/server/db/seed/demo-accounts'
import { appConfig } from '~/app.config'
import { isCurrentSubscription } from './paid-status'
import { lookupPlace, type SchoolLookup, type SchoolSummary } from './school-lookup-cache'
import { findLiveSession, type LiveSession } from './sessions'

/** Who is asking, as every server function and API route sees it (from the session, never input). */
export interface AuthContext {
  userId: string
  profileId: string
  schoolId: string
  schoolSubdomain: string
  role: ProfileRole
  userRole: UserRole | null
  visitorType: SignedInVisitorType
  paid: boolean
  name: string
  /** SPEC §2.6 rule 8: a district school's student (not the demo student) who has not set up yet. */
  needsProfileSetup: boolean
  /** The session row. */
  sessionId: string
  /** The session's family: this browser's sign-in on every host it reached (record 028). */
  familyId: string
}

/** What a request claims: the session cookie, the account/profile cookies and the X- headers. */
export interface VisitorClaims {
  token: string | null
  accountCookie: string | null
  profileCookie: string | null
  xAccount: string | null
  xProfile: string | null
}

export interface VisitorResolution {
  place: SchoolLookup
  /** The school of the host, or null on the main host. */
  school: SchoolSummary | null
  /** The live session of this host, whatever profile is selected. */
  session: LiveSession | null
  visitor: AuthContext | null
  /**
   * Set when an X-Account / X-Profile header names an account or profile the session may not
   * use here: the middleware answers 403. (Stale cookies alone make the visitor anonymous.)
   */
  forged: string | null
}

/** The session of a token when it belongs to this host (its school, or the main host). */
async function sessionForHost(db: Db, token: string | null, school: SchoolSummary | null) {
  if (!token) return null
  const session = await findLiveSession(db, token)
  if (!session) return null
  return (session.schoolId ?? null) === (school?.id ?? null) ? session : null
}

/** The student rule 8 leaves alone (school subdomain and username), or null. */
export interface DemoStudentExemption {
  school: string
  username: string
}

/**
 * SPEC §2.6 rule 8 spares "the demo student": the seeded demo account, so it exists only where
 * demo data is on. Elsewhere a student who happens to be called demo.student at a school called
 * metro sets up like everyone else.
 */
export function demoStudentExemption(demoData: boolean): DemoStudentExemption | null {
  return demoData ? { school: DEMO_STUDENT_SCHOOL, username: DEMO_STUDENT_USERNAME } : null
}

export async function resolveVisitor(
  db: Db,
  host: HostInfo,
  claims: VisitorClaims,
  demoStudent: DemoStudentExemption | null = demoStudentExemption(appConfig().demoData),
): Promise<VisitorResolution> {
  const place = await lookupPlace(db, host)
  const school = place.kind === 'school' ? place.school : null
  const base = { place, school, session: null, visitor: null, forged: null }
  if (place.kind === 'canva' || place.kind === 'school-not-found') return base

  const session = await sessionForHost(db, claims.token, school)
  if (!session) return base
  const headerClaim = claims.xProfile !== null || claims.xAccount !== null
  const refuse = (reason: string): VisitorResolution => ({
    ...base,
    session,
    forged: headerClaim ? reason : null,
  })

  const profileId = claims.xProfile ?? claims.profileCookie ?? session.profileId
  const account = claims.xAccount ?? claims.accountCookie
  if (!profileId || !isUuid(profileId)) return refuse('The profile is not valid.')

  const [profile] = await db
    .select({
      id: profiles.id,
      role: profiles.role,
      name: profiles.name,
      username: profiles.username,
      setupCompletedAt: profiles.setupCompletedAt,
      schoolId: profiles.schoolId,
      subdomain: schools.subdomain,
      isDistrict: sql<boolean>`exists (select 1 from ${schools} as child where child.parent_school_id = ${profiles.schoolId})`,
      // The school's paid status (paidStatusOfSchool's rule) in the same statement.
      paidPlanId: sql<
        string | null
      >`(select ${subscriptions.planId} from ${subscriptions} where ${subscriptions.schoolId} = ${profiles.schoolId} and ${isCurrentSubscription()} limit 1)`,
    })
    .from(profiles)
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(
      and(
        eq(profiles.id, profileId),
        eq(profiles.userId, session.userId),
        isNull(profiles.archivedAt),
        // An invitation waiting for the address to be verified is nobody's yet (record 030).
        eq(profiles.pendingVerification, false),
      ),
    )
    .limit(1)
  if (!profile) return refuse('This profile does not belong to you.')
  if (school && profile.schoolId !== school.id) return refuse('This profile belongs to another school.')
  if (account !== null && account !== profile.subdomain)
    return refuse('The account does not match this school.')

  const visitorType = visitorTypeOf({ role: profile.role, user_role: session.userRole })
  if (visitorType === 'anonymous') return { ...base, session }
  const isDemoStudent =
    demoStudent !== null &&
    profile.subdomain === demoStudent.school &&
    profile.username === demoStudent.username
  return {
    ...base,
    session,
    visitor: {
      userId: session.userId,
      profileId: profile.id,
      schoolId: profile.schoolId,
      schoolSubdomain: profile.subdomain,
      role: profile.role,
      userRole: session.userRole,
      visitorType,
      paid: profile.paidPlanId !== null,
      name: profile.name,
      needsProfileSetup:
        visitorType === 'student' &&
        Boolean(profile.isDistrict) &&
        !isDemoStudent &&
        !profile.setupCompletedAt,
      sessionId: session.id,
      familyId: session.familyId,
    },
  }
}
