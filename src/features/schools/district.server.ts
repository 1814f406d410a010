import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { DISTRICT_TOOLS } from '@/access/allowed-visitors'
import { recordActivity } from '@/features/activity/record-activity.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import { profiles, schoolClasses, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/**
 * Districts (PRODUCT.md §1): a school whose children point at it. A district's admins see the child
 * schools with their numbers and switch into one. To act in a child school they need a profile
 * there: it is created on demand, as an ADMIN profile of the same user (docs/decisions/050).
 */

export interface SchoolCounts {
  students: number
  teachers: number
  classes: number
}

interface DistrictSchool extends SchoolCounts {
  id: string
  name: string
  subdomain: string
  /** The actor's own profile there, if they already have one. */
  myProfileId: string | null
}

export interface DistrictOverview {
  school: { id: string; name: string; subdomain: string } & SchoolCounts
  /**
   * Set when the actor's school is itself a child: its district, and the actor's admin profile
   * there if they have one (a district admin who opened this school goes back with it).
   */
  parent: { name: string; subdomain: string; myProfileId: string | null } | null
  children: DistrictSchool[]
}

const countsOf = (schoolId: typeof schools.id) => ({
  students: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schoolId)}
    and ${profiles.role} in ('STUDENT', 'STUDENT_SESSION') and ${profiles.archivedAt} is null)`,
  teachers: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schoolId)}
    and ${profiles.role} in ('TEACHER', 'ADMIN') and ${profiles.archivedAt} is null)`,
  classes: sql<number>`(select count(*)::int from ${schoolClasses} where ${schoolClasses.schoolId} = ${qualified(schoolId)}
    and ${schoolClasses.archivedAt} is null)`,
})

/** The actor's school and its child schools, with students, teachers (and admins) and classes. */
export async function getDistrictOverview(db: Db, actor: Actor): Promise<DistrictOverview> {
  assertActor(actor, ...DISTRICT_TOOLS)
  const [own] = await db
    .select({
      id: schools.id,
      name: schools.name,
      subdomain: schools.subdomain,
      parentSchoolId: schools.parentSchoolId,
      ...countsOf(schools.id),
    })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  if (!own) throw new HttpError(404, m.server_your_school_not_found())
  const parent = own.parentSchoolId
    ? ((
        await db
          .select({
            name: schools.name,
            subdomain: schools.subdomain,
            myProfileId: sql<string | null>`(select ${profiles.id} from ${profiles}
              where ${profiles.schoolId} = ${qualified(schools.id)} and ${profiles.userId} = ${actor.userId}
              and ${profiles.role} = 'ADMIN' and ${profiles.archivedAt} is null limit 1)`,
          })
          .from(schools)
          .where(and(eq(schools.id, own.parentSchoolId), isNull(schools.deletedAt)))
      )[0] ?? null)
    : null
  const children = await db
    .select({
      id: schools.id,
      name: schools.name,
      subdomain: schools.subdomain,
      ...countsOf(schools.id),
      myProfileId: sql<
        string | null
      >`(select ${profiles.id} from ${profiles} where ${profiles.schoolId} = ${qualified(schools.id)}
        and ${profiles.userId} = ${actor.userId} and ${profiles.role} in ('TEACHER', 'ADMIN')
        and ${profiles.archivedAt} is null order by ${profiles.role} limit 1)`,
    })
    .from(schools)
    // A deleted child school (decision 135) is gone from the district: not listed, not opened.
    .where(and(eq(schools.parentSchoolId, actor.schoolId), isNull(schools.deletedAt)))
    .orderBy(asc(schools.name))
  const numbers = <T extends SchoolCounts>(row: T): T => ({
    ...row,
    students: Number(row.students),
    teachers: Number(row.teachers),
    classes: Number(row.classes),
  })
  return {
    school: numbers({
      id: own.id,
      name: own.name,
      subdomain: own.subdomain,
      students: own.students,
      teachers: own.teachers,
      classes: own.classes,
    }),
    parent,
    children: children.map(numbers),
  }
}

/**
 * The profile a district admin uses in a child school: theirs if they have one (brought back if a
 * child school's admin archived it), else a new ADMIN profile. `created` and the feed's
 * `district_admin_joined` only for a new one, `restored` and `district_admin_returned` only for
 * one brought back; each logged once, by the request that did it. Only an admin of the district
 * (the child's parent) may; any other school's id is 404.
 * The caller then switches profile through the transfer token (SPEC §4).
 */
export async function profileForChildSchool(
  db: Db,
  actor: Actor,
  childSchoolId: string,
): Promise<{ profileId: string; subdomain: string; created: boolean; restored: boolean }> {
  assertActor(actor, ...DISTRICT_TOOLS)
  if (actor.role !== 'ADMIN') {
    throw new HttpError(403, m.dashboard_error_district_admin_only())
  }
  const [child] = await db
    .select({ id: schools.id, subdomain: schools.subdomain, name: schools.name })
    .from(schools)
    .where(
      and(
        eq(schools.id, childSchoolId),
        eq(schools.parentSchoolId, actor.schoolId),
        isNull(schools.deletedAt),
      ),
    )
  if (!child) {
    throw new HttpError(404, m.dashboard_error_district_school_not_found())
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId))
    const mine = await tx
      .select({ id: profiles.id, role: profiles.role, archivedAt: profiles.archivedAt })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, actor.userId),
          eq(profiles.schoolId, child.id),
          sql`${profiles.role} in ('TEACHER', 'ADMIN')`,
        ),
      )
    const adminProfile = mine.find((profile) => profile.role === 'ADMIN')
    const subject = { memberName: actor.name, districtSchoolId: actor.schoolId }
    if (adminProfile) {
      // Archived: a child school's admin removed the district admin once; the district admin still
      // runs the district, so opening the school again brings the profile back. Only the request
      // that actually brings it back says so in the feed (a concurrent one finds it done).
      const [restored] = adminProfile.archivedAt
        ? await tx
            .update(profiles)
            .set({ archivedAt: null })
            .where(and(eq(profiles.id, adminProfile.id), isNotNull(profiles.archivedAt)))
            .returning({ id: profiles.id })
        : []
      if (restored) {
        await recordActivity(tx, {
          schoolId: child.id,
          profileId: adminProfile.id,
          kind: 'district_admin_returned',
          subject,
        })
      }
      return { profileId: adminProfile.id, subdomain: child.subdomain, created: false, restored: !!restored }
    }
    const name = (user?.name ?? actor.name).slice(0, 60)
    const [created] = await tx
      .insert(profiles)
      .values({ userId: actor.userId, schoolId: child.id, role: 'ADMIN', name })
      .onConflictDoNothing()
      .returning({ id: profiles.id })
    if (!created) {
      // A concurrent request made it first (the unique (user, school, role) decided): it logged.
      const [raced] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(eq(profiles.userId, actor.userId), eq(profiles.schoolId, child.id), eq(profiles.role, 'ADMIN')),
        )
      if (!raced) throw new Error('The district admin profile was not created')
      return { profileId: raced.id, subdomain: child.subdomain, created: false, restored: false }
    }
    await recordActivity(tx, {
      schoolId: child.id,
      profileId: created.id,
      kind: 'district_admin_joined',
      subject,
    })
    return { profileId: created.id, subdomain: child.subdomain, created: true, restored: false }
  })
}
