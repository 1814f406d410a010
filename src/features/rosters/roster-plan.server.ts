import { type SQL, sql } from 'drizzle-orm'
import { type StudentPlaces, studentPlaces } from '@/features/students/student-places.server'
import type { Db } from '@/server/db/client'
import type { RosterIssue, RosterModes } from './roster-records'

/**
 * The preview of a sync (decision 174): what the staged roster would change at the school, counted
 * in SQL over the whole roster (no row is loaded into memory). Every query is bound to the sync's
 * school: links, profiles and classes of any other school are never read.
 */

/** The system a sync's sourcedIds come from: OneRoster's file and REST share theirs. */
export function linkSourceOf(source: string): 'oneroster' | 'google' | 'clever' {
  if (source === 'google_classroom') return 'google'
  if (source === 'clever') return 'clever'
  return 'oneroster'
}

interface KindCounts {
  create: number
  update: number
  restore: number
  archive: number
  unchanged: number
}

export interface RosterPlan {
  modes: RosterModes
  students: KindCounts
  teachers: KindCounts & { link: number }
  classes: KindCounts
  enrollments: { add: number; remove: number }
  /** Active students of the school now, and the share the sync would archive (0–1). */
  activeStudents: number
  archiveShare: number
  /** More than 20 % of the school's students would be archived: the admin must agree first. */
  needsApproval: boolean
  places: StudentPlaces
  /** The roster has more new students than the plan has places: it cannot be applied. */
  overPlan: boolean
  conflicts: number
  /** What reading the roster noticed (schools named, people not kept). */
  notes: string[]
}

/** More than this share of a school's students archived in one sync stops and asks (decision 175). */
const ARCHIVE_STOP_SHARE = 0.2

export interface SyncScope {
  syncId: string
  schoolId: string
  source: string
  modes: RosterModes
}

export const num = (value: unknown) => Number(value ?? 0)

/** Links of one kind of this school and source, joined to the staged records of the sync. */
function staged(scope: SyncScope, kind: 'student' | 'teacher' | 'class'): SQL {
  const target =
    kind === 'class'
      ? sql`left join classes t on t.id = l.class_id and t.school_id = ${scope.schoolId}`
      : sql`left join profiles t on t.id = l.profile_id and t.school_id = ${scope.schoolId}`
  return sql`roster_sync_records r
    left join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${linkSourceOf(scope.source)}
      and l.kind = r.kind and l.sourced_id = r.sourced_id
    ${target}
    where r.sync_id = ${scope.syncId} and r.kind = ${kind}`
}

/** Linked rows of this kind that the roster removes: missing from a bulk list, or tobedeleted. */
export function removedLinks(scope: SyncScope, kind: 'student' | 'teacher' | 'class'): SQL {
  const mode = kind === 'class' ? scope.modes.classes : scope.modes.users
  const missing =
    mode === 'bulk'
      ? sql`not exists (select 1 from roster_sync_records r where r.sync_id = ${scope.syncId}
          and r.kind = ${kind} and r.sourced_id = l.sourced_id and r.status = 'active')`
      : sql`exists (select 1 from roster_sync_records r where r.sync_id = ${scope.syncId}
          and r.kind = ${kind} and r.sourced_id = l.sourced_id and r.status = 'tobedeleted')`
  const none = mode === 'absent' ? sql`false` : missing
  return sql`select l.sourced_id, l.profile_id, l.class_id from roster_links l
    where l.school_id = ${scope.schoolId} and l.source = ${linkSourceOf(scope.source)} and l.kind = ${kind}
      and ${none}`
}

async function countKind(
  db: Db,
  scope: SyncScope,
  kind: 'student' | 'teacher' | 'class',
): Promise<KindCounts> {
  const [counts] = (
    await db.execute(sql`select
      count(*) filter (where r.status = 'active' and l.sourced_id is null) as create,
      count(*) filter (where r.status = 'active' and t.archived_at is not null) as restore,
      count(*) filter (where r.status = 'active' and t.archived_at is null and t.id is not null and l.fingerprint <> r.fingerprint) as update,
      count(*) filter (where r.status = 'active' and t.archived_at is null and t.id is not null and l.fingerprint = r.fingerprint) as unchanged
      from ${staged(scope, kind)}`)
  ).rows as Record<string, unknown>[]
  const table = kind === 'class' ? sql`classes` : sql`profiles`
  const column = kind === 'class' ? sql`class_id` : sql`profile_id`
  const [archived] = (
    await db.execute(sql`select count(*) as n from (${removedLinks(scope, kind)}) gone
      join ${table} t on t.id = gone.${column} and t.school_id = ${scope.schoolId}
      where t.archived_at is null ${kind === 'teacher' ? sql`and t.role = 'TEACHER'` : sql``}`)
  ).rows as Record<string, unknown>[]
  return {
    create: num(counts?.create),
    update: num(counts?.update),
    restore: num(counts?.restore),
    archive: num(archived?.n),
    unchanged: num(counts?.unchanged),
  }
}

/**
 * New teachers whose address already belongs to an account: linked when that account is a teacher
 * or admin of this school, a conflict otherwise (the roster cannot hand anyone's account to this
 * school; an invitation can).
 */
export function teachersByAddress(scope: SyncScope): SQL {
  return sql`select r.sourced_id, r.email, u.id as user_id,
      (select p.id from profiles p where p.user_id = u.id and p.school_id = ${scope.schoolId}
        and p.role in ('TEACHER', 'ADMIN') order by p.role = 'TEACHER' desc limit 1) as profile_id
    from roster_sync_records r
    join users u on u.email = r.email
    where r.sync_id = ${scope.syncId} and r.kind = 'teacher' and r.status = 'active'
      and not exists (select 1 from roster_links l where l.school_id = ${scope.schoolId}
        and l.source = ${linkSourceOf(scope.source)} and l.kind = 'teacher' and l.sourced_id = r.sourced_id)`
}

/**
 * A staged enrollment's class and person: the profile and class ids they have or will have.
 * Unresolved references (neither in the roster nor linked) are conflicts.
 */
function enrollmentRefs(scope: SyncScope): SQL {
  const source = linkSourceOf(scope.source)
  return sql`select r.sourced_id, r.status, r.role, r.class_sourced_id, r.user_sourced_id,
      lc.class_id, lu.profile_id,
      (lc.class_id is not null or exists (select 1 from roster_sync_records c where c.sync_id = r.sync_id
        and c.kind = 'class' and c.sourced_id = r.class_sourced_id and c.status = 'active')) as class_known,
      (lu.profile_id is not null or exists (select 1 from roster_sync_records u where u.sync_id = r.sync_id
        and u.kind = r.role and u.sourced_id = r.user_sourced_id and u.status = 'active')) as user_known
    from roster_sync_records r
    left join roster_links lc on lc.school_id = ${scope.schoolId} and lc.source = ${source}
      and lc.kind = 'class' and lc.sourced_id = r.class_sourced_id
    left join roster_links lu on lu.school_id = ${scope.schoolId} and lu.source = ${source}
      and lu.kind = r.role and lu.sourced_id = r.user_sourced_id
    where r.sync_id = ${scope.syncId} and r.kind = 'enrollment'`
}

/**
 * Memberships of rostered classes and rostered people that the roster no longer has. A bulk list
 * is compared with EXCEPT (hashed or sorted whatever the planner guesses about fresh rows).
 */
export function removedMemberships(scope: SyncScope, role: 'student' | 'teacher'): SQL {
  const source = linkSourceOf(scope.source)
  const table = role === 'student' ? sql`class_members` : sql`class_teachers`
  const rostered = sql`select m.class_id, m.profile_id from ${table} m
    join roster_links lc on lc.class_id = m.class_id and lc.school_id = ${scope.schoolId}
      and lc.source = ${source} and lc.kind = 'class'
    join roster_links lu on lu.profile_id = m.profile_id and lu.school_id = ${scope.schoolId}
      and lu.source = ${source} and lu.kind = ${role}
    ${
      // A teacher's Classroom import speaks only for the courses it read.
      scope.source === 'google_classroom'
        ? sql`where exists (select 1 from roster_sync_records c where c.sync_id = ${scope.syncId}
            and c.kind = 'class' and c.sourced_id = lc.sourced_id)`
        : sql``
    }`
  const listed = (status: 'active' | 'tobedeleted') => sql`select lc.class_id, lu.profile_id
    from roster_sync_records r
    join roster_links lc on lc.school_id = ${scope.schoolId} and lc.source = ${source}
      and lc.kind = 'class' and lc.sourced_id = r.class_sourced_id
    join roster_links lu on lu.school_id = ${scope.schoolId} and lu.source = ${source}
      and lu.kind = ${role} and lu.sourced_id = r.user_sourced_id
    where r.sync_id = ${scope.syncId} and r.kind = 'enrollment' and r.role = ${role} and r.status = ${status}`
  if (scope.modes.enrollments === 'bulk') return sql`${rostered} except ${listed('active')}`
  if (scope.modes.enrollments === 'delta') return sql`${rostered} intersect ${listed('tobedeleted')}`
  return sql`${rostered} limit 0`
}

async function countEnrollments(db: Db, scope: SyncScope): Promise<{ add: number; remove: number }> {
  const [added] = (
    await db.execute(sql`select count(*) as n from (${enrollmentRefs(scope)}) e
      where e.status = 'active' and e.class_known and e.user_known
        and not exists (select 1 from class_members m where e.role = 'student' and m.class_id = e.class_id and m.profile_id = e.profile_id)
        and not exists (select 1 from class_teachers m where e.role = 'teacher' and m.class_id = e.class_id and m.profile_id = e.profile_id)`)
  ).rows as Record<string, unknown>[]
  const [students] = (
    await db.execute(sql`select count(*) as n from (${removedMemberships(scope, 'student')}) m`)
  ).rows as Record<string, unknown>[]
  const [teachers] = (
    await db.execute(sql`select count(*) as n from (${removedMemberships(scope, 'teacher')}) m`)
  ).rows as Record<string, unknown>[]
  return { add: num(added?.n), remove: num(students?.n) + num(teachers?.n) }
}

/** The conflicts: rows the sync leaves out, each named. At most `limit` are listed. */
export async function findConflicts(db: Db, scope: SyncScope, limit = 200): Promise<RosterIssue[]> {
  const issues: RosterIssue[] = []
  const taken = (
    await db.execute(sql`select t.sourced_id, t.email from (${teachersByAddress(scope)}) t
      where t.profile_id is null order by t.sourced_id limit ${limit}`)
  ).rows as { sourced_id: string; email: string }[]
  for (const row of taken) {
    issues.push({
      kind: 'teacher',
      sourcedId: row.sourced_id,
      message: `${row.email} belongs to an account that is not a teacher at this school. Invite them from the Teachers page; the next sync links them.`,
    })
  }
  const unknown = (
    await db.execute(sql`select e.sourced_id, e.class_sourced_id, e.user_sourced_id, e.class_known, e.user_known
      from (${enrollmentRefs(scope)}) e
      where e.status = 'active' and not (e.class_known and e.user_known)
      order by e.sourced_id limit ${limit}`)
  ).rows as {
    sourced_id: string
    class_sourced_id: string
    user_sourced_id: string
    class_known: boolean
    user_known: boolean
  }[]
  for (const row of unknown) {
    issues.push({
      kind: 'enrollment',
      sourcedId: row.sourced_id,
      message: !row.class_known
        ? `The class ${row.class_sourced_id} is not in the roster (classes.csv), so this enrollment is left out.`
        : `The person ${row.user_sourced_id} is not a student or teacher in the roster (users.csv), so this enrollment is left out.`,
    })
  }
  return issues.slice(0, limit)
}

async function countConflicts(db: Db, scope: SyncScope): Promise<number> {
  const [teachers] = (
    await db.execute(
      sql`select count(*) as n from (${teachersByAddress(scope)}) t where t.profile_id is null`,
    )
  ).rows as Record<string, unknown>[]
  const [enrollments] = (
    await db.execute(sql`select count(*) as n from (${enrollmentRefs(scope)}) e
      where e.status = 'active' and not (e.class_known and e.user_known)`)
  ).rows as Record<string, unknown>[]
  return num(teachers?.n) + num(enrollments?.n)
}

export async function planSync(db: Db, scope: SyncScope, notes: string[] = []): Promise<RosterPlan> {
  const students = await countKind(db, scope, 'student')
  const teacherCounts = await countKind(db, scope, 'teacher')
  const [byAddress] = (
    await db.execute(sql`select count(*) filter (where t.profile_id is not null) as link,
      count(*) filter (where t.profile_id is null) as taken from (${teachersByAddress(scope)}) t`)
  ).rows as Record<string, unknown>[]
  const link = num(byAddress?.link)
  const teachers = { ...teacherCounts, create: teacherCounts.create - link - num(byAddress?.taken), link }
  const classes = await countKind(db, scope, 'class')
  const enrollments = await countEnrollments(db, scope)
  const [active] = (
    await db.execute(sql`select count(*) as n from profiles where school_id = ${scope.schoolId}
      and role = 'STUDENT' and archived_at is null`)
  ).rows as Record<string, unknown>[]
  const activeStudents = num(active?.n)
  const archiveShare = activeStudents === 0 ? 0 : students.archive / activeStudents
  const places = await studentPlaces(db, scope.schoolId)
  const needed = students.create + students.restore
  const conflicts = await countConflicts(db, scope)
  return {
    modes: scope.modes,
    students,
    teachers,
    classes,
    enrollments,
    activeStudents,
    archiveShare,
    needsApproval: archiveShare > ARCHIVE_STOP_SHARE,
    places,
    overPlan: places.left !== null && needed > places.left,
    conflicts,
    notes,
  }
}

/**
 * The planner's statistics of the tables a sync compares: thousands of rows staged or linked a
 * moment ago are otherwise unknown to it, and it would join them row by row.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(
    sql`analyze roster_sync_records, roster_links, profiles, classes, class_members, class_teachers`,
  )
}
