import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { classTeachers, profiles, schoolClasses, sessions, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { TeamRole } from './team.schemas'

/**
 * Teachers and admins of a school (PRODUCT.md §3): invite by email, edit, change role, remove.
 * Admin only (SPEC §2.5). Every query is scoped to the actor's school; a profile of another school
 * is "not found". A removed member's profile is archived, not deleted: their classes stay with the
 * school and what they wrote (reviews, comments) keeps its author.
 */

type MemberStatus = 'invited' | 'active'

export interface TeamMember {
  profileId: string
  name: string
  email: string | null
  role: TeamRole
  status: MemberStatus
  /** Internal staff (SUPER, STAFF, LESSON_EDITOR) holding a profile here. */
  isStaff: boolean
  isMe: boolean
  classCount: number
  lastActiveAt: Date | null
  createdAt: Date
}

export interface TeamMemberDetail extends TeamMember {
  classes: { id: string; name: string }[]
}

export const TEAM_ROLES: TeamRole[] = ['TEACHER', 'ADMIN']

function notFound(): HttpError {
  return new HttpError(404, m.teachers_error_person_not_found())
}

const memberColumns = (actor: Actor) => ({
  profileId: profiles.id,
  name: profiles.name,
  email: users.email,
  role: sql<TeamRole>`${profiles.role}`,
  status: sql<MemberStatus>`case when ${users.passwordHash} is null or ${profiles.pendingVerification} then 'invited' else 'active' end`,
  isStaff: sql<boolean>`${users.userRole} is not null`,
  isMe: sql<boolean>`${profiles.id} = ${actor.profileId}`,
  classCount: sql<number>`(
    select count(*)::int from ${classTeachers} join ${schoolClasses} on ${schoolClasses.id} = ${classTeachers.classId}
    where ${classTeachers.profileId} = ${profiles.id} and ${schoolClasses.archivedAt} is null
  )`,
  // Adults' profiles have no activity stamp of their own: their newest session here tells.
  lastActiveAt: sql<Date | null>`greatest(${profiles.lastActiveAt}, (
    select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.profileId} = ${profiles.id}
  ))`.mapWith(profiles.lastActiveAt),
  createdAt: profiles.createdAt,
})

const activeTeamOf = (schoolId: string) =>
  and(eq(profiles.schoolId, schoolId), inArray(profiles.role, TEAM_ROLES), isNull(profiles.archivedAt))

/** Everyone who teaches or runs the actor's school; admins first, then by name. */
export async function listTeam(db: Db, actor: Actor): Promise<TeamMember[]> {
  assertActor(actor, ...ADMINS)
  const rows = await db
    .select(memberColumns(actor))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(activeTeamOf(actor.schoolId))
    .orderBy(
      // The school's own people first (admins, then teachers), CodeSchool staff last.
      sql`${users.userRole} is not null`,
      sql`${profiles.role} = 'ADMIN' desc`,
      asc(profiles.name),
    )
  return rows.map((row) => ({ ...row, classCount: Number(row.classCount) }))
}

/** One member, as its edit page shows them; `role` is the page's (teachers/… or admins/…). */
export async function getTeamMember(
  db: Db,
  actor: Actor,
  profileId: string,
  role?: TeamRole,
): Promise<TeamMemberDetail> {
  assertActor(actor, ...ADMINS)
  const [row] = await db
    .select(memberColumns(actor))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, profileId),
        activeTeamOf(actor.schoolId),
        role ? eq(profiles.role, role) : undefined,
      ),
    )
    .limit(1)
  if (!row) throw notFound()
  const classes = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(classTeachers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classTeachers.classId))
    .where(
      and(
        eq(classTeachers.profileId, profileId),
        isNull(schoolClasses.archivedAt),
        eq(schoolClasses.schoolId, actor.schoolId),
      ),
    )
    .orderBy(asc(schoolClasses.name))
  return { ...row, classCount: classes.length, classes }
}
