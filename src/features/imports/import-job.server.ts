import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { studentPlaces, takeStudentPlaces } from '@/features/students/student-places.server'
import { MAX_CLASS_SIZE } from '@/features/students/students.schemas'
import { parseGrade } from '@/lib/grades'
import { generateJoinCode } from '@/lib/join-code'
import { randomSecretWords } from '@/lib/students/secret-words'
import { baseUsername, uniqueUsername } from '@/lib/students/usernames'
import {
  activity,
  classMembers,
  classTeachers,
  profiles,
  schoolClasses,
  schools,
  studentImportRows,
  studentImports,
  users,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { JobContext, JobHandler } from '@/server/jobs/worker'
import { PermanentJobError } from '@/server/jobs/worker'
import { importFailure, noRoomFailure } from './import-failure-words.server'
import { hashImportPasswords } from './import-passwords.server'
import { purgeExpiredImportSecrets } from './import-result.server'
import { importerOf } from './importer.server'
import { classKey, validateImportRows } from './row-validation'
import { loadValidationContext } from './validate-import.server'

/**
 * The import job: all or nothing. Passwords are hashed first (the slow part, outside any
 * transaction, with progress the status page shows); then one transaction re-checks every row
 * against the school as it is now, creates the classes, users, profiles and memberships, and marks
 * the import completed. A worker that dies at any point leaves no partial rows: the job is taken
 * over when its lease runs out and starts again; a completed import is never run twice
 * (the import row is locked and its status checked inside the transaction).
 */
export interface ImportJobHooks {
  /** Tests: called inside the transaction after the users and profiles are inserted. */
  afterProfilesInserted?: () => Promise<void>
  /** Parallel password hashes; default: `hashPoolSize()`. */
  hashConcurrency?: number
}

const CHUNK = 1000

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

function randomPicture(): number {
  const values = new Uint8Array(1)
  for (;;) {
    crypto.getRandomValues(values)
    if (values[0]! < 252) return values[0]! % 12
  }
}

/** A login type for a class the import creates: by the grade most of its students are in. */
function loginTypeFor(grades: (number | null)[], allowed: string[]): 'picture' | 'words' | 'password' {
  const known = grades.filter((grade): grade is number => grade !== null).sort((a, b) => a - b)
  const median = known[Math.floor(known.length / 2)]
  const wanted =
    median === undefined ? 'password' : median <= 2 ? 'picture' : median <= 5 ? 'words' : 'password'
  const order = [wanted, 'password', 'words', 'picture'] as const
  return order.find((type) => allowed.includes(type)) ?? 'password'
}

async function runImport(context: JobContext, hooks: ImportJobHooks): Promise<void> {
  const { db } = context
  const payload = context.job.payload as { importId?: string }
  if (!payload.importId) throw new PermanentJobError('The job has no import id.')
  const importId = payload.importId
  const found = await importerOf(db, importId)
  if (!found) throw new PermanentJobError('The import no longer exists.')
  if (found.status === 'completed' || found.status === 'failed') return
  await purgeExpiredImportSecrets(db)

  await db
    .update(studentImports)
    .set({ status: 'running', createdCount: 0 })
    .where(and(eq(studentImports.id, importId), inArray(studentImports.status, ['queued', 'running'])))

  const rows = await db
    .select({
      id: studentImportRows.id,
      rowNumber: studentImportRows.rowNumber,
      data: studentImportRows.data,
    })
    .from(studentImportRows)
    .where(and(eq(studentImportRows.importId, importId), eq(studentImportRows.action, 'create')))
    .orderBy(asc(studentImportRows.rowNumber))

  // 1. Passwords: hashing 10,000 takes a minute or more; the status page shows how far it got.
  // With each report the importer is looked at again: one removed meanwhile stops the hashing.
  const prepared = await hashImportPasswords(context, importId, rows, hooks.hashConcurrency)
  await context.heartbeat()

  // 2. Everything else in one transaction.
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: studentImports.status })
      .from(studentImports)
      .where(eq(studentImports.id, importId))
      .for('update')
    if (!locked || locked.status === 'completed' || locked.status === 'failed') return

    // The importer as they are now, their profile held until the import commits: a removal
    // meanwhile waits for it, and one that came first stops it (nothing is created).
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, found.actor.profileId))
      .for('share')
    const current = await importerOf(tx, importId)
    if (!current) return
    const { actor } = current
    // The school's places are counted with its row locked: joins meanwhile wait (decision 113).
    try {
      await takeStudentPlaces(tx, actor.schoolId, prepared.length, 'adult')
    } catch (error) {
      if (error instanceof HttpError) {
        throw noRoomFailure(await studentPlaces(tx, actor.schoolId), prepared.length)
      }
      throw error
    }
    const validation = await loadValidationContext(tx, actor)
    const results = validateImportRows(
      prepared.map((row) => ({ rowNumber: row.rowNumber, data: row.data, action: 'create' as const })),
      validation,
    )
    const problem = results.findIndex((result) => result.errors.length > 0)
    if (problem !== -1) {
      const row = prepared[problem]!
      const issue = results[problem]!.errors[0]!
      throw importFailure({
        key: 'row-changed',
        values: { row: row.rowNumber, problem: issue.said ?? { key: 'unknown', values: {} } },
      })
    }

    // Classes the admin chose to create.
    const [school] = await tx
      .select({ allowed: schools.allowedLoginTypes })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
    const classIds = new Map<string, string>([...validation.classes].map(([key, value]) => [key, value.id]))
    const newClasses = new Map<string, { name: string; grades: (number | null)[] }>()
    for (const row of prepared) {
      const key = classKey(row.data.className)
      if (!key || classIds.has(key)) continue
      const entry = newClasses.get(key) ?? { name: row.data.className.trim(), grades: [] }
      entry.grades.push(parseGrade(row.data.grade) ?? null)
      newClasses.set(key, entry)
    }
    for (const [key, entry] of newClasses) {
      let created: { id: string } | undefined
      for (let attempt = 0; attempt < 20 && !created; attempt++) {
        ;[created] = await tx
          .insert(schoolClasses)
          .values({
            schoolId: actor.schoolId,
            name: entry.name,
            grade: entry.grades.every((g) => g === entry.grades[0]) ? (entry.grades[0] ?? null) : null,
            loginType: loginTypeFor(entry.grades, school?.allowed ?? ['password']),
            joinCode: generateJoinCode(),
          })
          .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
          .returning({ id: schoolClasses.id })
      }
      if (!created) throw new Error('Could not find a free join code')
      if (actor.visitorType === 'teacher') {
        await tx.insert(classTeachers).values({ classId: created.id, profileId: actor.profileId })
      }
      classIds.set(key, created.id)
    }

    // Usernames: as written, or made from the names, free at the school and in this file.
    const taken = new Set(validation.takenUsernames)
    for (const row of prepared) if (row.data.username) taken.add(row.data.username.trim().toLowerCase())
    const students = prepared.map((row) => {
      let username = row.data.username.trim().toLowerCase()
      if (!username) {
        username = uniqueUsername(baseUsername(row.data.firstName, row.data.lastName), taken)
        taken.add(username)
      }
      const firstName = row.data.firstName.trim()
      const lastName = row.data.lastName.trim()
      return {
        ...row,
        userId: randomUUID(),
        profileId: randomUUID(),
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        username,
        grade: parseGrade(row.data.grade) ?? null,
        classId: classIds.get(classKey(row.data.className)) ?? null,
      }
    })

    for (const part of chunks(students)) {
      await tx
        .insert(users)
        .values(part.map((s) => ({ id: s.userId, name: s.name, passwordHash: s.passwordHash })))
      await tx.insert(profiles).values(
        part.map((s) => ({
          id: s.profileId,
          userId: s.userId,
          schoolId: actor.schoolId,
          role: 'STUDENT' as const,
          name: s.name,
          firstName: s.firstName,
          lastName: s.lastName,
          username: s.username,
          grade: s.grade,
          picturePassword: randomPicture(),
          // Two pictures in a row (decision 162).
          picturePasswordSecond: randomPicture(),
          secretWords: randomSecretWords(),
        })),
      )
    }
    await hooks.afterProfilesInserted?.()

    const memberships = students.flatMap((s) =>
      s.classId ? [{ classId: s.classId, profileId: s.profileId }] : [],
    )
    for (const part of chunks(memberships)) await tx.insert(classMembers).values(part)
    const touched = [...new Set(memberships.map((m) => m.classId))]
    if (touched.length > 0) {
      const sizes = await tx
        .select({ classId: classMembers.classId, n: sql<number>`count(*)::int` })
        .from(classMembers)
        .where(inArray(classMembers.classId, touched))
        .groupBy(classMembers.classId)
      if (sizes.some((size) => Number(size.n) > MAX_CLASS_SIZE)) {
        throw importFailure({ key: 'class-over', values: { max: MAX_CLASS_SIZE } })
      }
    }

    // The result: who was created and the password to hand out (kept for the download window).
    for (const part of chunks(students)) {
      await tx.execute(sql`
        update ${studentImportRows} set
          created_profile_id = v.profile_id::uuid,
          generated_password = v.password,
          data = data || '{"password": ""}'::jsonb
        from (values ${sql.join(
          part.map((s) => sql`(${s.rowId}::uuid, ${s.profileId}, ${s.password})`),
          sql`, `,
        )}) as v(id, profile_id, password)
        where ${studentImportRows}.id = v.id
      `)
    }
    await tx
      .update(studentImports)
      .set({ status: 'completed', createdCount: students.length, completedAt: sql`now()`, error: null })
      .where(eq(studentImports.id, importId))
    await tx.insert(activity).values({
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'students_imported',
      subject: { importId, count: students.length, newClasses: [...newClasses.values()].map((c) => c.name) },
    })
  })
}

async function failImport(db: JobContext['db'], payload: unknown, error: string): Promise<void> {
  const importId = (payload as { importId?: string }).importId
  if (!importId) return
  await db
    .update(studentImports)
    .set({ status: 'failed', error })
    .where(and(eq(studentImports.id, importId), inArray(studentImports.status, ['queued', 'running'])))
}

export function studentImportJob(hooks: ImportJobHooks = {}): JobHandler {
  return {
    // A failure's reason reaches onFailed as stored for its readers: a SaidJobError's key and
    // values (decision 226), said in the language of whoever opens the page.
    run: (context) => runImport(context, hooks),
    onFailed: (db, job, error) => failImport(db, job.payload, error),
  }
}
