import { and, eq, like } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { removeMember } from '@/features/teachers/member-edits.server'
import type { Db } from '@/server/db/client'
import { jobs, profiles, users } from '@/server/db/schema'
import { claimNextJob, getJob } from '@/server/jobs/queue'
import { createJobWorker } from '@/server/jobs/worker'
import { SERVER_FAULT_MESSAGE } from '@/server/public-error'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool } from '@/test/factories'
import { confirmImport } from './confirm-import.server'
import { createImportPreview } from './create-import-preview.server'
import { studentImportJob } from './import-job.server'
import { getImportPage } from './import-page.server'
import { STUDENT_IMPORT_QUEUE } from './import-records.server'

const IMPORTER_GONE_MESSAGE =
  'The person who started this import was removed from the school or can no longer sign in, so the import was stopped. Nobody was added. Upload the file again to import these students.'

/** A confirmed import of `count` students, named after `tag`, started by a teacher of a new school. */
async function confirmedImport(db: Db, tag: string, count = 3) {
  const school = await createSchool(db, { paid: 'school' })
  const admin = await createAdult(db, school, 'ADMIN')
  const importer = await createAdult(db, school, 'ADMIN')
  const letters = 'ABCDEFGHIJ'
  const lines = Array.from({ length: count }, (_, i) => `${tag},Kid${letters[i]},,,3,`)
  const bytes = new TextEncoder().encode(
    ['First name,Last name,Username,Class,Grade,Password', ...lines].join('\n'),
  )
  const { importId } = await createImportPreview(db, importer.actor, { fileName: `${tag}.csv`, bytes })
  await confirmImport(db, importer.actor, importId)
  return { school, admin, importer, importId }
}

const created = (db: Db, tag: string) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.firstName, tag), like(profiles.lastName, 'Kid%')))

async function drain(db: Db) {
  const worker = createJobWorker({
    getDb: async () => db,
    handlers: { [STUDENT_IMPORT_QUEUE]: studentImportJob({ hashConcurrency: 2 }) },
  })
  while (await worker.runOnce()) {
    // every due job
  }
}

describeEachDatabase('the import job and the person who started it (issue 21)', (getDb) => {
  it('an import whose importer was removed before it ran stops, saying why, and adds nobody', async () => {
    const db = getDb()
    const { admin, importer, importId } = await confirmedImport(db, 'Removed')
    await removeMember(db, admin.actor, importer.actor.profileId)
    await drain(db)
    const page = await getImportPage(db, admin.actor, { importId })
    expect(page.import).toMatchObject({ status: 'failed', error: IMPORTER_GONE_MESSAGE })
    expect(await created(db, 'Removed')).toEqual([])
  })

  it('an importer whose account was disabled stops the import too', async () => {
    const db = getDb()
    const { admin, importer, importId } = await confirmedImport(db, 'Disabled')
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, importer.actor.userId))
    await drain(db)
    expect((await getImportPage(db, admin.actor, { importId })).import).toMatchObject({
      status: 'failed',
      error: IMPORTER_GONE_MESSAGE,
    })
    expect(await created(db, 'Disabled')).toEqual([])
  })

  it('an importer removed while the passwords were hashed stops the import before anyone is created', async () => {
    const db = getDb()
    const { admin, importer, importId } = await confirmedImport(db, 'Midway')
    const job = await claimNextJob(db, { queues: [STUDENT_IMPORT_QUEUE], workerId: 'w', leaseMs: 60_000 })
    expect(job).not.toBeNull()
    // The job's heartbeat after hashing is the moment between the hashing and the transaction.
    const run = studentImportJob({ hashConcurrency: 2 }).run({
      db,
      job: job!,
      signal: new AbortController().signal,
      heartbeat: () => removeMember(db, admin.actor, importer.actor.profileId),
    })
    await expect(run).rejects.toMatchObject({ name: 'PermanentJobError', message: IMPORTER_GONE_MESSAGE })
    expect(await created(db, 'Midway')).toEqual([])
    expect((await getImportPage(db, admin.actor, { importId })).import.status).not.toBe('completed')
  })

  it('an importer who is still there gets the import done', async () => {
    const db = getDb()
    const { importer, importId } = await confirmedImport(db, 'Present')
    await drain(db)
    expect((await getImportPage(db, importer.actor, { importId })).import).toMatchObject({
      status: 'completed',
      createdCount: 3,
    })
    expect(await created(db, 'Present')).toHaveLength(3)
  })

  // Issue 21: the import page showed a failed job's raw exception, SQL and parameters included.
  it('a job that fails with SQL in its error shows one plain sentence; the SQL stays in the job', async () => {
    const db = getDb()
    const { importer, importId } = await confirmedImport(db, 'Broken')
    const [job] = await db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(and(eq(jobs.queue, STUDENT_IMPORT_QUEUE), eq(jobs.status, 'queued')))
      .returning({ id: jobs.id })
    const raw = 'Failed query: insert into "profiles" ("password_hash") values ($1)\nparams: $argon2id$secret'
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: {
        [STUDENT_IMPORT_QUEUE]: {
          run: async () => {
            throw new Error(raw)
          },
          onFailed: studentImportJob().onFailed,
        },
      },
    })
    while (await worker.runOnce()) {
      // every due job
    }
    const page = await getImportPage(db, importer.actor, { importId })
    expect(page.import).toMatchObject({ status: 'failed', error: SERVER_FAULT_MESSAGE })
    expect(JSON.stringify(page)).not.toContain('insert into')
    expect((await getJob(db, job!.id))?.lastError).toBe(raw)
  })
})
