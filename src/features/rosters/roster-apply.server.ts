import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { schools } from '@/server/db/schema'
import { applyClasses } from './roster-apply-classes.server'
import { applyStudents, applyTeachers } from './roster-apply-people.server'
import { linkSourceOf, refreshStatistics, removedMemberships, type SyncScope } from './roster-plan.server'
import { affected, type Progress } from './staged-roster.server'

/**
 * The apply step (decision 174): the staged roster becomes the school's students, teachers,
 * classes and memberships. Set-based where it can be (one UPDATE or INSERT … SELECT for all rows
 * of a kind); new people and classes in batches of 1,000, each batch with its links in one
 * transaction. Every step is keyed by sourcedId through roster_links, so the step can be run again
 * after a crash and does only what is left: nothing twice, and a replayed roster writes 0 rows.
 */

export interface ApplyResult {
  students: { created: number; updated: number; restored: number; archived: number }
  teachers: { created: number; linked: number; updated: number; restored: number; archived: number }
  classes: { created: number; updated: number; restored: number; archived: number }
  enrollments: { added: number; removed: number }
}

export async function applySync(db: Db, scope: SyncScope, progress: Progress): Promise<ApplyResult> {
  const source = linkSourceOf(scope.source)
  const result: ApplyResult = {
    students: { created: 0, updated: 0, restored: 0, archived: 0 },
    teachers: { created: 0, linked: 0, updated: 0, restored: 0, archived: 0 },
    classes: { created: 0, updated: 0, restored: 0, archived: 0 },
    enrollments: { added: 0, removed: 0 },
  }
  const [school] = await db
    .select({ allowed: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, scope.schoolId))
  const allowed = school?.allowed ?? ['password']

  await refreshStatistics(db)
  // 1. Classes: new ones (with a free join code each) and their links, a batch at a time.
  await applyClasses(db, scope, allowed, result, progress)

  // 2. Teachers: an address that is already a teacher or admin here is linked; a new one is made.
  await applyTeachers(db, scope, result, progress)

  // 3. Students: no password is made for anyone; a picture and two words, as for any new student.
  await applyStudents(db, scope, result, progress)

  // 4. Memberships of rostered classes: added as listed, removed when a bulk list drops them.
  for (const role of ['student', 'teacher'] as const) {
    const table = role === 'student' ? sql`class_members` : sql`class_teachers`
    result.enrollments.added += await affected(
      db,
      sql`insert into ${table} (class_id, profile_id)
        select distinct lc.class_id, lu.profile_id from roster_sync_records r
        join roster_links lc on lc.school_id = ${scope.schoolId} and lc.source = ${source} and lc.kind = 'class' and lc.sourced_id = r.class_sourced_id
        join roster_links lu on lu.school_id = ${scope.schoolId} and lu.source = ${source} and lu.kind = ${role} and lu.sourced_id = r.user_sourced_id
        where r.sync_id = ${scope.syncId} and r.kind = 'enrollment' and r.role = ${role} and r.status = 'active'
        on conflict do nothing`,
    )
    // The memberships just added must be known to the planner, or it compares them row by row.
    await refreshStatistics(db)
    result.enrollments.removed += await affected(
      db,
      sql`delete from ${table} m using (${removedMemberships(scope, role)}) gone
        where m.class_id = gone.class_id and m.profile_id = gone.profile_id`,
    )
  }
  await progress(result.enrollments.added + result.enrollments.removed)
  return result
}
