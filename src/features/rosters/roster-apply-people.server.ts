import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { studentPlaces, takeStudentPlaces } from '@/features/students/student-places.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { baseUsername, USERNAME_PATTERN, uniqueUsername } from '@/lib/students/usernames'
import type { Db } from '@/server/db/client'
import { profiles, rosterLinks, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { ApplyResult } from './roster-apply.server'
import {
  linkSourceOf,
  num,
  refreshStatistics,
  removedLinks,
  type SyncScope,
  teachersByAddress,
} from './roster-plan.server'
import { noRoomRefusal } from './roster-refusal-words.server'
import {
  affected,
  BATCH,
  type Progress,
  refreshFingerprints,
  type StagedRow,
  unlinked,
} from './staged-roster.server'

/** The roster's teachers and students applied to the school's profiles, keyed by sourcedId. */

function fullName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim().slice(0, 60).trim() || 'Unnamed'
}

/**
 * Teachers: an address that is already a teacher or admin here is linked; a new one is made.
 * Names that changed are updated, returning teachers restored, the rest archived.
 */
export async function applyTeachers(
  db: Db,
  scope: SyncScope,
  result: ApplyResult,
  progress: Progress,
): Promise<void> {
  const source = linkSourceOf(scope.source)
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
}

/**
 * Students: no password is made for anyone; a picture and two words, as for any new student.
 * Names and grades that changed are updated, returning students restored, the rest archived.
 */
export async function applyStudents(
  db: Db,
  scope: SyncScope,
  result: ApplyResult,
  progress: Progress,
): Promise<void> {
  const source = linkSourceOf(scope.source)
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
}

/** Places for new or returning students, counted with the school's row locked (decision 113). */
async function placesFor(tx: Db, schoolId: string, wanted: number): Promise<void> {
  if (wanted === 0) return
  try {
    await takeStudentPlaces(tx, schoolId, wanted, 'adult')
  } catch (error) {
    if (error instanceof HttpError) throw noRoomRefusal(await studentPlaces(tx, schoolId), wanted)
    throw error
  }
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
