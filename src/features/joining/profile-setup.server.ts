import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { freeUsername } from '@/features/students/usernames.server'
import { m } from '@/paraglide/messages'
import { issueToken } from '@/server/auth/one-time-tokens'
import type { AuthContext } from '@/server/auth/visitor'
import type { Db } from '@/server/db/client'
import { lessonProgress, profiles, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/**
 * Profile setup for a student of a district (SPEC §2.6 rule 8): they pick the child school they
 * attend and their grade. The profile moves to that school (the same row, so anything it has is
 * kept) and the student continues there through a single-use transfer token (docs/decisions/043).
 */
export type SetupActor = Pick<AuthContext, 'userId' | 'profileId' | 'schoolId' | 'visitorType' | 'role'> & {
  /** The session family the transfer continues (record 028); tests may leave it out. */
  familyId?: string
}

export interface ProfileSetupState {
  /** False when the student's school has no child schools: nothing to set up. */
  needed: boolean
  done: boolean
  district: { name: string; subdomain: string }
  schools: { subdomain: string; name: string }[]
  grade: number | null
}

function assertStudent(actor: SetupActor) {
  if (actor.visitorType !== 'student') throw new HttpError(403, m.join_error_students_only())
}

export async function getProfileSetup(db: Db, actor: SetupActor): Promise<ProfileSetupState> {
  assertStudent(actor)
  const [me] = await db
    .select({
      grade: profiles.grade,
      setupCompletedAt: profiles.setupCompletedAt,
      districtName: schools.name,
      districtSubdomain: schools.subdomain,
    })
    .from(profiles)
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(eq(profiles.id, actor.profileId))
  if (!me) throw new HttpError(404, m.join_error_profile_not_found())
  const children = await db
    .select({ subdomain: schools.subdomain, name: schools.name })
    .from(schools)
    .where(and(eq(schools.parentSchoolId, actor.schoolId), isNull(schools.deletedAt)))
    .orderBy(asc(schools.name))
  return {
    needed: children.length > 0,
    done: me.setupCompletedAt !== null,
    district: { name: me.districtName, subdomain: me.districtSubdomain },
    schools: children,
    grade: me.grade,
  }
}

export interface ProfileSetupResult {
  /** The school's host continues the session: /login-finalize with this token, account and profile. */
  transfer: { subdomain: string; token: string; profileId: string }
}

export async function completeProfileSetup(
  db: Db,
  actor: SetupActor,
  input: { schoolSubdomain: string; grade: number },
  /** The transfer proof this browser is given with the token (record 029). */
  options: { proofHash?: string } = {},
): Promise<ProfileSetupResult> {
  assertStudent(actor)
  const [child] = await db
    .select({ id: schools.id, subdomain: schools.subdomain })
    .from(schools)
    .where(
      and(
        eq(schools.subdomain, input.schoolSubdomain),
        eq(schools.parentSchoolId, actor.schoolId),
        isNull(schools.deletedAt),
      ),
    )
  if (!child) {
    throw new HttpError(400, m.join_error_pick_listed_school(), [
      { field: 'schoolSubdomain', message: m.join_error_pick_school() },
    ])
  }
  const [me] = await db
    .select({
      username: profiles.username,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      name: profiles.name,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.profileId))
  if (!me) throw new HttpError(404, m.join_error_profile_not_found())
  // Usernames are unique per school: keep it unless the new school already has it.
  let username = me.username
  if (username) {
    const [clash] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.schoolId, child.id), eq(profiles.username, username)))
    if (clash) username = await freeUsername(db, child.id, me.firstName ?? me.name, me.lastName)
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ schoolId: child.id, username, grade: input.grade, setupCompletedAt: sql`now()` })
      .where(and(eq(profiles.id, actor.profileId), eq(profiles.schoolId, actor.schoolId)))
    await tx
      .update(lessonProgress)
      .set({ schoolId: child.id })
      .where(eq(lessonProgress.profileId, actor.profileId))
  })
  const { token } = await issueToken(db, {
    kind: 'transfer',
    userId: actor.userId,
    profileId: actor.profileId,
    schoolId: child.id,
    familyId: actor.familyId ?? null,
    proofHash: options.proofHash ?? null,
  })
  return { transfer: { subdomain: child.subdomain, token, profileId: actor.profileId } }
}
