import { availableParallelism } from 'node:os'
import { eq } from 'drizzle-orm'
import { generateStudentPassword } from '@/lib/students/student-password'
import { hashPassword } from '@/server/auth/password'
import { studentImports } from '@/server/db/schema'
import type { JobContext } from '@/server/jobs/worker'
import type { ImportRowData } from './csv-parse'
import { importerOf } from './importer.server'

/**
 * How many passwords are hashed at once: one per core, within libuv's thread pool (where
 * @node-rs/argon2 runs, 4 threads unless UV_THREADPOOL_SIZE says otherwise), one thread of which
 * stays free for sign-ins and files.
 */
export function hashPoolSize(
  cores = availableParallelism(),
  libuvThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores, libuvThreads - 1))
}

/** Runs `work` over `items`, `limit` at a time, each next item starting as soon as one finishes. */
async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onEach: (done: number) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let done = 0
  let failed = false
  const lane = async () => {
    while (next < items.length && !failed) {
      const index = next++
      try {
        results[index] = await work(items[index]!)
      } catch (error) {
        failed = true // the other lanes stop after their current item
        throw error
      }
      done++
      onEach(done)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}

export interface PreparedRow {
  rowId: string
  rowNumber: number
  data: ImportRowData
  password: string
  passwordHash: string
}

/**
 * The import's passwords, hashed outside any transaction (the slow part): the status page's count
 * moves as they are done, and with each report the importer is looked at again.
 */
export async function hashImportPasswords(
  context: JobContext,
  importId: string,
  rows: readonly { id: string; rowNumber: number; data: unknown }[],
  concurrency = hashPoolSize(),
): Promise<PreparedRow[]> {
  const { db, signal } = context
  let lastReport = Date.now()
  let reported: Promise<unknown> = Promise.resolve()
  let importerGone: unknown = null
  const prepared: PreparedRow[] = await pooled(
    rows,
    concurrency,
    async (row) => {
      if (signal.aborted) throw signal.reason
      if (importerGone) throw importerGone
      const data = row.data as ImportRowData
      const password = data.password || generateStudentPassword()
      return {
        rowId: row.id,
        rowNumber: row.rowNumber,
        data,
        password,
        passwordHash: await hashPassword(password),
      }
    },
    (done) => {
      if (Date.now() - lastReport <= 500 && done !== rows.length) return
      lastReport = Date.now()
      // One after another, so a late write never puts the count back.
      reported = reported.then(async () => {
        await db.update(studentImports).set({ createdCount: done }).where(eq(studentImports.id, importId))
        await importerOf(db, importId).catch((error: unknown) => {
          importerGone ??= error
        })
      })
    },
  )
  await reported
  if (importerGone) throw importerGone
  return prepared
}
