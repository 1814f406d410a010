import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createDb, type DbHandle, type DbTarget } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import { jobs, profiles, studentImportRows, studentImports } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { createAdmin, createSchool } from '@/test/factories'
import { confirmImport } from './confirm-import.server'
import { createImportPreview } from './create-import-preview.server'
import { studentImportJob } from './import-job.server'
import { STUDENT_IMPORT_QUEUE } from './import-records.server'

/**
 * A worker process killed with SIGKILL in the middle of a 2,000-row import (inside its
 * transaction, after the profiles went in) leaves no student behind; once its lease has run out
 * another worker takes the job over and creates exactly 2,000. On PostgreSQL (TEST_DATABASE_URL)
 * and on PGlite in a data directory, which the killed process had open.
 */
const ROWS = 2_000
const LEASE_MS = 2_000

function alpha(n: number): string {
  let out = ''
  do {
    out = String.fromCharCode(65 + (n % 26)) + out
    n = Math.floor(n / 26)
  } while (n > 0)
  return out
}

interface Target {
  name: string
  make(): Promise<{ target: DbTarget; cleanup(): Promise<void> }>
}

const targets: Target[] = [
  {
    name: 'pglite',
    async make() {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'codeschool-crash-'))
      return { target: { kind: 'pglite', dir }, cleanup: () => rm(dir, { recursive: true, force: true }) }
    },
  },
]
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl) {
  targets.push({
    name: 'postgres',
    async make() {
      const name = `codeschool_crash_${randomUUID().replaceAll('-', '').slice(0, 16)}`
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(statement).finally(() => client.end())
      }
      await admin(`create database "${name}"`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      return {
        target: { kind: 'postgres', url: url.toString() },
        cleanup: () => admin(`drop database if exists "${name}" with (force)`),
      }
    },
  })
}

function startDoomedWorker(target: DbTarget): { child: ChildProcess; inside: Promise<void> } {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/features/imports/import-crash.child.ts'], {
    env: { ...process.env, CRASH_DB_TARGET: JSON.stringify(target), CRASH_LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process class of its own: the SIGKILL reaches the node process under tsx's launcher too.
    detached: true,
  })
  let output = ''
  const inside = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('INSIDE')) resolve()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) =>
      reject(new Error(`The worker process ended (${code}) before the crash point:\n${output}`)),
    )
  })
  return { child, inside }
}

for (const kind of targets) {
  describe(`an import whose worker process is killed [${kind.name}]`, () => {
    it(`leaves 0 of ${ROWS} rows; the job is taken over after its lease and creates exactly ${ROWS}`, async () => {
      const { target, cleanup } = await kind.make()
      let handle: DbHandle | undefined = await createDb(target)
      try {
        await migrateDb(handle.db)
        const school = await createSchool(handle.db, { paid: 'school' })
        const admin = await createAdmin(handle.db, school)
        const lines = [
          'First name,Last name,Username,Class,Grade,Password',
          ...Array.from({ length: ROWS }, (_, i) => `Crash,Kid${alpha(i)},,,4,`),
        ]
        const { importId } = await createImportPreview(handle.db, admin.actor, {
          fileName: 'two-thousand.csv',
          bytes: new TextEncoder().encode(lines.join('\n')),
        })
        expect(await confirmImport(handle.db, admin.actor, importId)).toEqual({ status: 'queued' })
        // PGlite is one process per data directory: let the worker process have it.
        if (target.kind === 'pglite') {
          await handle.close()
          handle = undefined
        }

        const { child, inside } = startDoomedWorker(target)
        await inside
        if (handle) {
          // PostgreSQL, from outside the dying transaction: nothing is visible.
          const seen = await handle.db.select().from(profiles).where(eq(profiles.schoolId, school.id))
          expect(seen.filter((p) => p.role === 'STUDENT')).toHaveLength(0)
        }
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid!, 'SIGKILL')
        await exited

        handle ??= await createDb(target)
        const db = handle.db
        const students = () =>
          db
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(eq(profiles.schoolId, school.id), eq(profiles.role, 'STUDENT')))
        expect(await students()).toHaveLength(0)
        const [job] = await db.select().from(jobs).where(eq(jobs.queue, STUDENT_IMPORT_QUEUE))
        expect(job).toMatchObject({ status: 'running', lockedBy: 'doomed-child', attempts: 1 })

        // Once the dead worker's lease has run out, another worker takes the job over.
        await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500))
        const reports: unknown[] = []
        const worker = createJobWorker({
          getDb: async () => db,
          leaseMs: LEASE_MS,
          onJobEnd: (report) => reports.push(report),
          handlers: { [STUDENT_IMPORT_QUEUE]: studentImportJob({ hashConcurrency: 4 }) },
        })
        while (await worker.runOnce()) {
          // every due job
        }
        expect(reports).toMatchObject([{ outcome: 'done' }])
        expect(await students()).toHaveLength(ROWS)
        const [done] = await db.select().from(studentImports).where(eq(studentImports.id, importId))
        expect(done).toMatchObject({ status: 'completed', createdCount: ROWS })
        const linked = await db
          .select({ id: studentImportRows.id })
          .from(studentImportRows)
          .where(eq(studentImportRows.importId, importId))
        expect(linked).toHaveLength(ROWS)
        expect((await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]).toMatchObject({
          status: 'done',
          attempts: 2,
        })
      } finally {
        await handle?.close()
        await cleanup()
      }
    }, 240_000)
  })
}
