import { inflateRawSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '@/server/db/client'
import { codeRevisions, dataExports, jobs, reviewComments } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createCourse, createProgress, createSchoolWithPeople, createStudent } from '@/test/factories'
import {
  DATA_EXPORT_QUEUE,
  dataExportJob,
  deleteExpiredExports,
  listDataExports,
  readDataExportFile,
  requestDataExport,
} from './data-export.server'

/** The entries of an archive by name, read from its central directory. */
function unzip(zip: Uint8Array): Map<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.length - 22
  let at = view.getUint32(end + 16, true)
  const files = new Map<string, string>()
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    const start = local + 30 + view.getUint16(local + 26, true)
    const body = Buffer.from(zip.subarray(start, start + view.getUint32(at + 20, true)))
    const data = view.getUint16(at + 10, true) === 8 ? inflateRawSync(body) : body
    files.set(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)), data.toString('utf8'))
    at += 46 + nameLength
  }
  return files
}

async function runJobs(db: Db) {
  const worker = createJobWorker({
    getDb: async () => db,
    handlers: { [DATA_EXPORT_QUEUE]: dataExportJob() },
  })
  while (await worker.runOnce()) {}
}

/** A school whose first student saved code and got a comment; another school with its own student. */
async function schoolWithWork(db: Db) {
  const people = await createSchoolWithPeople(db)
  const course = await createCourse(db)
  const [ada, grace] = people.students
  const progress = await createProgress(db, ada!, course.items[0]!, { status: 'completed' })
  await createProgress(db, grace!, course.items[0]!)
  const [revision] = await db
    .insert(codeRevisions)
    .values({ progressId: progress.id, stepKey: 'main', revision: 1, code: 'forward(50)' })
    .returning()
  await db
    .insert(codeRevisions)
    .values({ progressId: progress.id, stepKey: 'main', revision: 2, code: 'forward(100)' })
  await db.insert(reviewComments).values({
    progressId: progress.id,
    codeRevisionId: revision!.id,
    authorProfileId: people.teacher.profileId,
    line: 1,
    body: 'Lovely square!',
  })
  const other = await createSchoolWithPeople(db)
  return { ...people, ada: ada!, grace: grace!, course, other }
}

describeEachDatabase('data exports', (getDb) => {
  it('a school export is a ZIP of CSV and JSON with students, classes, progress, code and comments, of this school only', async () => {
    const db = getDb()
    const { admin, ada, grace, teacher, schoolClass, other } = await schoolWithWork(db)
    const { id } = await requestDataExport(db, admin.actor, {})
    expect((await listDataExports(db, admin.actor, {}))[0]).toMatchObject({ id, status: 'queued' })
    await runJobs(db)

    const [summary] = await listDataExports(db, admin.actor, {})
    expect(summary).toMatchObject({ id, status: 'ready' })
    expect(summary!.fileName).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/)
    const expiresIn = new Date(summary!.expiresAt!).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000)
    expect(expiresIn).toBeLessThan(7.1 * 86_400_000)

    const file = await readDataExportFile(db, admin.actor, id)
    const files = unzip(file.data)
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'classes.csv',
      'code.json',
      'comments.csv',
      'progress.csv',
      'school.json',
      'students.csv',
      'teachers.csv',
    ])
    expect(files.get('students.csv')).toContain(ada.username!)
    expect(files.get('students.csv')).toContain(grace.username!)
    expect(files.get('students.csv')).not.toContain(other.students[0]!.username!)
    expect(files.get('classes.csv')).toContain(schoolClass.name)
    expect(files.get('teachers.csv')).toContain(teacher.email!)
    expect(files.get('progress.csv')!.trim().split('\r\n')).toHaveLength(3)
    const code = JSON.parse(files.get('code.json')!) as { student: string; code: string; revision: number }[]
    // The latest revision of the step, not the draft before it.
    expect(code).toEqual([expect.objectContaining({ student: ada.name, code: 'forward(100)', revision: 2 })])
    expect(files.get('comments.csv')).toContain('Lovely square!')
    expect(JSON.parse(files.get('school.json')!).counts).toMatchObject({
      students: 2,
      classes: 1,
      lessonProgress: 2,
    })
    // Never a secret: no password hash, secret words or picture password anywhere.
    const everything = [...files.values()].join('\n')
    expect(everything).not.toMatch(/\$argon2/)
    expect(everything).not.toContain(ada.secretWords!)
  })

  it('a student export holds that student only', async () => {
    const db = getDb()
    const { admin, ada, grace } = await schoolWithWork(db)
    const { id } = await requestDataExport(db, admin.actor, { studentId: ada.profileId })
    await runJobs(db)
    const files = unzip((await readDataExportFile(db, admin.actor, id)).data)
    expect(files.has('classes.csv')).toBe(false)
    expect(files.get('students.csv')).toContain(ada.username!)
    expect(files.get('students.csv')).not.toContain(grace.username!)
    expect(files.get('progress.csv')!.trim().split('\r\n')).toHaveLength(2)
    expect(files.get('comments.csv')).toContain('Lovely square!')
    // The school's own export list does not show a student's, and the other way round.
    expect(await listDataExports(db, admin.actor, {})).toEqual([])
    expect(await listDataExports(db, admin.actor, { studentId: ada.profileId })).toHaveLength(1)
  })

  it('asking again while one is being made gives the same export', async () => {
    const db = getDb()
    const { admin } = await schoolWithWork(db)
    const first = await requestDataExport(db, admin.actor, {})
    expect(await requestDataExport(db, admin.actor, {})).toEqual(first)
    await runJobs(db)
    expect(await requestDataExport(db, admin.actor, {})).not.toEqual(first)
  })

  it('only admins ask, and only the admin of the export’s own school downloads it', async () => {
    const db = getDb()
    const { admin, teacher, ada, other } = await schoolWithWork(db)
    await expect(requestDataExport(db, teacher.actor, {})).rejects.toMatchObject({ status: 403 })
    await expect(requestDataExport(db, ada.actor, {})).rejects.toMatchObject({ status: 403 })
    // Another school's student cannot be exported from here.
    await expect(
      requestDataExport(db, admin.actor, { studentId: other.students[0]!.profileId }),
    ).rejects.toMatchObject({ status: 404 })
    const { id } = await requestDataExport(db, admin.actor, {})
    await runJobs(db)
    await expect(readDataExportFile(db, teacher.actor, id)).rejects.toMatchObject({ status: 403 })
    await expect(readDataExportFile(db, other.admin.actor, id)).rejects.toMatchObject({ status: 404 })
    expect(await listDataExports(db, other.admin.actor, {})).toEqual([])
  })

  it('retention: an export is deleted 7 days after it was made; a newer one stays', async () => {
    const db = getDb()
    const { admin } = await schoolWithWork(db)
    const old = await requestDataExport(db, admin.actor, {})
    await runJobs(db)
    const fresh = await requestDataExport(db, admin.actor, {})
    await runJobs(db)
    await db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, old.id))
    await expect(readDataExportFile(db, admin.actor, old.id)).rejects.toMatchObject({ status: 404 })
    expect(await deleteExpiredExports(db)).toBeGreaterThanOrEqual(1)
    const left = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(eq(dataExports.schoolId, admin.schoolId))
    expect(left).toEqual([{ id: fresh.id }])
  })

  it('a student’s exports go with the student', async () => {
    const db = getDb()
    const { admin, school } = await schoolWithWork(db)
    const kid = await createStudent(db, school)
    await requestDataExport(db, admin.actor, { studentId: kid.profileId })
    await runJobs(db)
    const { deleteStudent } = await import('@/features/students/delete-student.server')
    await deleteStudent(db, admin.actor, kid.profileId)
    expect(
      await db.select().from(dataExports).where(eq(dataExports.studentProfileId, kid.profileId)),
    ).toEqual([])
  })

  // Issue 21: a failed export showed the raw exception (SQL and parameters) on the exports page.
  it('an export that fails for the server’s reasons shows one plain sentence; the SQL stays in the job', async () => {
    const db = getDb()
    const { admin } = await schoolWithWork(db)
    await requestDataExport(db, admin.actor, {})
    await db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.queue, DATA_EXPORT_QUEUE))
    const raw = 'Failed query: select "data" from "data_exports" where "school_id" = $1\nparams: 42,secret'
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: {
        [DATA_EXPORT_QUEUE]: {
          run: async () => {
            throw new Error(raw)
          },
          onFailed: dataExportJob().onFailed,
        },
      },
    })
    while (await worker.runOnce()) {}
    const [shown] = await listDataExports(db, admin.actor, {})
    expect(shown).toMatchObject({
      status: 'failed',
      error: 'The export could not be made. Something went wrong on our side. Please try again.',
    })
    const failedJobs = await db
      .select({ lastError: jobs.lastError })
      .from(jobs)
      .where(and(eq(jobs.queue, DATA_EXPORT_QUEUE), eq(jobs.status, 'failed')))
    expect(failedJobs).toEqual([{ lastError: raw }])
  })
})
