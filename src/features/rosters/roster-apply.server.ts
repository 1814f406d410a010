import { randomUUID } from 'node:crypto'
import { eq, type SQL, sql } from 'drizzle-orm'
import { takeStudentPlaces } from '@/features/students/student-places.server'
import { generateJoinCode } from '@/lib/join-code'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { baseUsername, USERNAME_PATTERN, uniqueUsername } from '@/lib/students/usernames'
import type { Db } from '@/server/db/client'
import { profiles, rosterLinks, schoolClasses, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { PermanentJobError } from '@/server/jobs/worker'
import {
  linkSourceOf,
  num,
  refreshStatistics,
  removedLinks,
  removedMemberships,
  type SyncScope,
  teachersByAddress,
} from './roster-plan.server'

/**
 * The apply step (decision 174): the staged roster becomes the school's students, teachers,
 * classes and memberships. Set-based where it can be (one UPDATE or INSERT … SELECT for all rows
 * of a kind); new people and classes in batches of 1,000, each batch with its links in one
 * transaction. Every step is keyed by sourcedId through roster_links, so the step can be run again
 * after a crash and does only what is left: nothing twice, and a replayed roster writes 0 rows.
 */

const BATCH = 1000

export interface ApplyResult {
  students: { created: number; updated: number; restored: number; archived: number }
  teachers: { created: number; linked: number; updated: number; restored: number; archived: number }
  classes: { created: number; updated: number; restored: number; archived: number }
  enrollments: { added: number; removed: number }
}

/** Rows a data-changing statement touched (`query` must be an INSERT, UPDATE or DELETE without RETURNING). */
async function affected(db: Db, query: SQL): Promise<number> {
  const [row] = (
    await db.execute(sql`with changed as (${query} returning 1) select count(*) as n from changed`)
  ).rows as Record<string, unknown>[]
  return num(row?.n)
}

type Progress = (rows: number) => Promise<void>

function loginTypeFor(grade: number | null, allowed: readonly string[]): 'picture' | 'words' | 'password' {
  const wanted = grade === null ? 'password' : grade <= 2 ? 'picture' : grade <= 5 ? 'words' : 'password'
  const order = [wanted, 'password', 'words', 'picture'] as const
  return order.find((type) => allowed.includes(type)) ?? 'password'
}

function fullName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim().slice(0, 60).trim() || 'Unnamed'
}

/**
 * Staged active records of a kind that have no link yet, in sourcedId order, read once (one
 * anti-join) and then created 1,000 at a time.
 */
async function* unlinked<T>(db: Db, scope: SyncScope, kind: string): AsyncGenerator<T[]> {
  const rows = (
    await db.execute(sql`select r.sourced_id, r.first_name, r.last_name, r.email, r.username, r.grade,
        r.title, r.fingerprint
      from roster_sync_records r
      where r.sync_id = ${scope.syncId} and r.kind = ${kind} and r.status = 'active'
        and not exists (select 1 from roster_links l where l.school_id = ${scope.schoolId}
          and l.source = ${linkSourceOf(scope.source)} and l.kind = r.kind and l.sourced_id = r.sourced_id)
      order by r.sourced_id collate "C"`)
  ).rows as T[]
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH)
}

interface StagedRow {
  sourced_id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  username: string | null
  grade: number | null
  title: string | null
  fingerprint: string
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
  for await (const rows of unlinked<StagedRow>(db, scope, 'class')) {
    await db.transaction(async (tx) => {
      const ids = rows.map((row) => ({ row, id: randomUUID() }))
      let pending = ids
      for (let attempt = 0; attempt < 20 && pending.length > 0; attempt++) {
        const inserted = await tx
          .insert(schoolClasses)
          .values(
            pending.map(({ row, id }) => ({
              id,
              schoolId: scope.schoolId,
              name: row.title || 'Class',
              grade: row.grade,
              loginType: loginTypeFor(row.grade, allowed),
              joinCode: generateJoinCode(),
            })),
          )
          .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
          .returning({ id: schoolClasses.id })
        const done = new Set(inserted.map((row) => row.id))
        pending = pending.filter((entry) => !done.has(entry.id))
      }
      if (pending.length > 0) throw new Error('Could not find free join codes for the new classes')
      // The links go with the classes: a batch is kept or lost whole.
      await tx.insert(rosterLinks).values(
        ids.map(({ row, id }) => ({
          schoolId: scope.schoolId,
          source,
          kind: 'class',
          sourcedId: row.sourced_id,
          classId: id,
          fingerprint: row.fingerprint,
        })),
      )
    })
    result.classes.created += rows.length
    await progress(rows.length)
  }
  // Classes that come back: a new join code (the old one may be another class's by now).
  const returning = (
    await db.execute(sql`select l.class_id from roster_sync_records r
      join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${source} and l.kind = 'class' and l.sourced_id = r.sourced_id
      join classes c on c.id = l.class_id and c.school_id = ${scope.schoolId}
      where r.sync_id = ${scope.syncId} and r.kind = 'class' and r.status = 'active' and c.archived_at is not null`)
  ).rows as { class_id: string }[]
  for (const row of returning) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const restored = await db
        .update(schoolClasses)
        .set({ archivedAt: null, joinCode: generateJoinCode() })
        .where(eq(schoolClasses.id, row.class_id))
        .returning({ id: schoolClasses.id })
        .catch((error: unknown) => {
          if (String((error as { code?: string }).code ?? '') === '23505') return []
          throw error
        })
      if (restored.length > 0) break
    }
    result.classes.restored++
  }
  result.classes.updated = await db.transaction(async (tx) => {
    const n = await affected(
      tx,
      sql`update classes c set name = coalesce(nullif(r.title, ''), c.name), grade = r.grade
        from roster_sync_records r
        join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${source} and l.kind = 'class' and l.sourced_id = r.sourced_id
        where r.sync_id = ${scope.syncId} and r.kind = 'class' and r.status = 'active'
          and l.fingerprint <> r.fingerprint and c.id = l.class_id and c.school_id = ${scope.schoolId}`,
    )
    await refreshFingerprints(tx, scope, 'class')
    return n
  })
  result.classes.archived = await affected(
    db,
    sql`update classes c set archived_at = now() from (${removedLinks(scope, 'class')}) gone
      where c.id = gone.class_id and c.school_id = ${scope.schoolId} and c.archived_at is null`,
  )
  await progress(result.classes.updated + result.classes.restored + result.classes.archived)

  // 2. Teachers: an address that is already a teacher or admin here is linked; a new one is made.
  const linkedTeachers = (
    await db.execute(sql`select t.sourced_id, t.profile_id, t.email from (${teachersByAddress(scope)}) t
      where t.profile_id is not null`)
  ).rows as { sourced_id: string; profile_id: string; email: string }[]
  for (let i = 0; i < linkedTeachers.length; i += BATCH) {
    const part = linkedTeachers.slice(i, i + BATCH)
    const records = (
      await db.execute(sql`select sourced_id, fingerprint from roster_sync_records where sync_id = ${scope.syncId}
        and kind = 'teacher' and sourced_id in (${sql.join(
          part.map((row) => sql`${row.sourced_id}`),
          sql`, `,
        )})`)
    ).rows as { sourced_id: string; fingerprint: string }[]
    const prints = new Map(records.map((row) => [row.sourced_id, row.fingerprint]))
    await db
      .insert(rosterLinks)
      .values(
        part.map((row) => ({
          schoolId: scope.schoolId,
          source,
          kind: 'teacher',
          sourcedId: row.sourced_id,
          profileId: row.profile_id,
          email: row.email,
          fingerprint: prints.get(row.sourced_id) ?? '',
          created: false,
        })),
      )
      .onConflictDoNothing()
    result.teachers.linked += part.length
  }
  for await (const rows of unlinked<StagedRow>(db, scope, 'teacher')) {
    // An address already in use (elsewhere) is a conflict the preview listed: left out.
    const emails = rows.flatMap((row) => (row.email ? [row.email] : []))
    const taken = new Set(
      emails.length === 0
        ? []
        : (
            await db.execute(
              sql`select email from users where email in (${sql.join(
                emails.map((email) => sql`${email}`),
                sql`, `,
              )})`,
            )
          ).rows.map((row) => (row as { email: string }).email),
    )
    const seen = new Set<string>()
    const fresh = rows.filter((row) => {
      if (!row.email) return true
      if (taken.has(row.email) || seen.has(row.email)) return false
      seen.add(row.email)
      return true
    })
    if (fresh.length === 0) continue
    const people = fresh.map((row) => ({ row, userId: randomUUID(), profileId: randomUUID() }))
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        people.map(({ row, userId }) => ({
          id: userId,
          name: fullName(row.first_name, row.last_name),
          email: row.email,
        })),
      )
      await tx.insert(profiles).values(
        people.map(({ row, userId, profileId }) => ({
          id: profileId,
          userId,
          schoolId: scope.schoolId,
          role: 'TEACHER' as const,
          name: fullName(row.first_name, row.last_name),
          firstName: row.first_name,
          lastName: row.last_name,
        })),
      )
      await tx.insert(rosterLinks).values(
        people.map(({ row, profileId }) => ({
          schoolId: scope.schoolId,
          source,
          kind: 'teacher',
          sourcedId: row.sourced_id,
          profileId,
          email: row.email,
          fingerprint: row.fingerprint,
        })),
      )
    })
    result.teachers.created += people.length
    await progress(people.length)
  }
  await refreshStatistics(db)
  const teacherChanges = await updatePeople(db, scope, 'teacher')
  result.teachers.updated = teacherChanges.updated
  result.teachers.restored = teacherChanges.restored
  result.teachers.archived = await affected(
    db,
    sql`update profiles p set archived_at = now() from (${removedLinks(scope, 'teacher')}) gone
      where p.id = gone.profile_id and p.school_id = ${scope.schoolId} and p.archived_at is null and p.role = 'TEACHER'`,
  )

  // 3. Students: no password is made for anyone; a picture and two words, as for any new student.
  const usernames = new Set(
    (
      await db.execute(
        sql`select username from profiles where school_id = ${scope.schoolId} and username is not null`,
      )
    ).rows.map((row) => (row as { username: string }).username),
  )
  for await (const rows of unlinked<StagedRow>(db, scope, 'student')) {
    const people = rows.map((row) => {
      const wanted = row.username ?? ''
      let username: string
      if (USERNAME_PATTERN.test(wanted) && !usernames.has(wanted)) username = wanted
      else username = uniqueUsername(baseUsername(row.first_name ?? '', row.last_name), usernames)
      usernames.add(username)
      return { row, username, userId: randomUUID(), profileId: randomUUID() }
    })
    await db.transaction(async (tx) => {
      await placesFor(tx, scope.schoolId, people.length)
      await tx
        .insert(users)
        .values(
          people.map(({ row, userId }) => ({ id: userId, name: fullName(row.first_name, row.last_name) })),
        )
      await tx.insert(profiles).values(
        people.map(({ row, userId, profileId, username }) => {
          const pictures = randomPicturePair()
          return {
            id: profileId,
            userId,
            schoolId: scope.schoolId,
            role: 'STUDENT' as const,
            name: fullName(row.first_name, row.last_name),
            firstName: row.first_name,
            lastName: row.last_name,
            username,
            grade: row.grade,
            picturePassword: pictures.first,
            picturePasswordSecond: pictures.second,
            secretWords: randomSecretWords(),
          }
        }),
      )
      await tx.insert(rosterLinks).values(
        people.map(({ row, profileId }) => ({
          schoolId: scope.schoolId,
          source,
          kind: 'student',
          sourcedId: row.sourced_id,
          profileId,
          email: row.email,
          fingerprint: row.fingerprint,
        })),
      )
    })
    result.students.created += people.length
    await progress(people.length)
  }
  // Thousands of rows were just added: the comparisons below need the planner to know.
  await refreshStatistics(db)
  const studentChanges = await updatePeople(db, scope, 'student')
  result.students.updated = studentChanges.updated
  result.students.restored = studentChanges.restored
  result.students.archived = await affected(
    db,
    sql`update profiles p set archived_at = now() from (${removedLinks(scope, 'student')}) gone
      where p.id = gone.profile_id and p.school_id = ${scope.schoolId} and p.archived_at is null and p.role = 'STUDENT'`,
  )
  await progress(result.students.updated + result.students.restored + result.students.archived)

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

/** Places for new or returning students, counted with the school's row locked (decision 113). */
async function placesFor(tx: Db, schoolId: string, wanted: number): Promise<void> {
  if (wanted === 0) return
  try {
    await takeStudentPlaces(tx, schoolId, wanted, 'adult')
  } catch (error) {
    if (error instanceof HttpError) throw new PermanentJobError(error.message)
    throw error
  }
}

/** The link remembers what was applied: the next sync compares against it. */
async function refreshFingerprints(db: Db, scope: SyncScope, kind: 'student' | 'teacher' | 'class') {
  await db.execute(sql`update roster_links l set fingerprint = r.fingerprint,
      email = case when l.kind = 'class' then null else r.email end, updated_at = now()
    from roster_sync_records r
    where r.sync_id = ${scope.syncId} and r.kind = ${kind} and r.status = 'active'
      and l.school_id = ${scope.schoolId} and l.source = ${linkSourceOf(scope.source)} and l.kind = r.kind
      and l.sourced_id = r.sourced_id and l.fingerprint <> r.fingerprint`)
}

/** Names and grades that changed, and people the roster brings back (unarchived). */
async function updatePeople(
  db: Db,
  scope: SyncScope,
  kind: 'student' | 'teacher',
): Promise<{ updated: number; restored: number }> {
  const source = linkSourceOf(scope.source)
  const listed = sql`from roster_sync_records r
    join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${source} and l.kind = ${kind} and l.sourced_id = r.sourced_id
    where r.sync_id = ${scope.syncId} and r.kind = ${kind} and r.status = 'active'`
  return db.transaction(async (tx) => {
    const [back] = (
      await tx.execute(sql`select count(*) as n ${listed} and exists (select 1 from profiles p
        where p.id = l.profile_id and p.school_id = ${scope.schoolId} and p.archived_at is not null)`)
    ).rows as Record<string, unknown>[]
    if (kind === 'student') await placesFor(tx, scope.schoolId, num(back?.n))
    const restored = await affected(
      tx,
      sql`update profiles p set archived_at = null ${listed}
        and p.id = l.profile_id and p.school_id = ${scope.schoolId} and p.archived_at is not null`,
    )
    const updated = await affected(
      tx,
      sql`update profiles p set first_name = r.first_name, last_name = r.last_name,
          name = coalesce(nullif(left(trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')), 60), ''), p.name)
          ${kind === 'student' ? sql`, grade = r.grade` : sql``}
        ${listed} and l.fingerprint <> r.fingerprint and l.created
          and p.id = l.profile_id and p.school_id = ${scope.schoolId}`,
    )
    await refreshFingerprints(tx, scope, kind)
    return { updated, restored }
  })
}
