import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { type Db, getDb } from './client'
import { migrationsFolder } from './migrate'

/**
 * Readiness (GET /api/ready, docs/operations.md): this instance can serve requests. The database
 * answers within READY_TIMEOUT_MS, the newest committed migration (drizzle/meta/_journal.json) is
 * applied, and the process is not shutting down. Liveness is GET /api/health, which asks nothing
 * of the database: a database outage makes instances unready, not dead.
 */
type Readiness =
  | { ok: true }
  | { ok: false; reason: 'shutting down' | 'database unreachable' | 'migrations pending' }

const READY_TIMEOUT_MS = 2_000
const drainingKey = Symbol.for('codeschool.draining')

/** Set by the server entry (scripts/start.ts) when SIGTERM arrives: readiness answers 503 from then on. */
function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[drainingKey] === true
}

let newestMigration: Promise<number> | undefined

/** `when` of the last journal entry: drizzle stores it as created_at of the applied migration. */
function newestCommittedMigration(): Promise<number> {
  newestMigration ??= readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8').then((text) => {
    const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries
    return Math.max(0, ...entries.map((entry) => entry.when))
  })
  return newestMigration
}

/** Whether the newest committed migration is applied to this database. */
async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  )
  const newest = Number(result.rows[0]?.newest ?? 0)
  return newest >= (await newestCommittedMigration())
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

export async function readiness(open: () => Promise<Db> = getDb): Promise<Readiness> {
  if (isDraining()) return { ok: false, reason: 'shutting down' }
  let db: Db
  try {
    db = await withTimeout(open(), READY_TIMEOUT_MS)
    await withTimeout(db.execute(sql`select 1`), READY_TIMEOUT_MS)
  } catch {
    return { ok: false, reason: 'database unreachable' }
  }
  try {
    if (!(await withTimeout(migrationsApplied(db), READY_TIMEOUT_MS)))
      return { ok: false, reason: 'migrations pending' }
  } catch {
    return { ok: false, reason: 'migrations pending' }
  }
  return { ok: true }
}
