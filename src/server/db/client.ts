import { mkdir } from 'node:fs/promises'
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { type AppConfig, appConfig } from '../../../app.config'
import { migrateDb } from './migrate'
import * as schema from './schema'

export { schema }

type Schema = typeof schema

/** Both drivers answer `db.execute()` with an object holding `rows`; these types say just that. */
interface RowsResult<TRow> {
  rows: TRow[]
}
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>
}

/** The database, whichever driver is behind it (PGlite or node-postgres). A transaction is a Db too. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>
export type DbTransaction = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DbTarget =
  | AppConfig['database']
  /** In-memory PGlite (tests); loadDataDir starts it from a dumped data directory. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** Opens a database. PGlite: one process per data directory. PostgreSQL: a node-postgres pool. */
export async function createDb(target: DbTarget, options: { poolMax?: number } = {}): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ])
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: 30_000,
      application_name: 'codeschool',
    })
    // A client losing its connection (PostgreSQL restarted or a backend terminated) must not crash
    // the process: an idle one is reported on the pool, one in use on itself. The query it was
    // running fails (that request answers 500), and the pool drops the client when it comes back.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    const db = drizzle({ client: pool, schema })
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  let client: InstanceType<typeof PGlite>
  if (target.kind === 'pglite') {
    await mkdir(target.dir, { recursive: true })
    client = await PGlite.create(target.dir)
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {})
  }
  const db = drizzle({ client, schema })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

interface ProcessDb {
  ready: Promise<DbHandle>
}

// Kept on globalThis so a module reload (Vite dev) reuses the open PGlite instead of opening the
// same data directory twice.
const processDbKey = Symbol.for('codeschool.processDb')
const holder = globalThis as typeof globalThis & { [processDbKey]?: ProcessDb }

/** The process-wide database, migrated on first use. */
export async function getDb(): Promise<Db> {
  let current = holder[processDbKey]
  if (!current) {
    const ready = (async () => {
      const handle = await createDb(appConfig().database)
      try {
        await migrateDb(handle.db)
      } catch (error) {
        await handle.close()
        throw error
      }
      installShutdownHooks()
      return handle
    })()
    current = { ready }
    holder[processDbKey] = current
    // A failed start is not cached: the next call tries again.
    ready.catch(() => {
      if (holder[processDbKey] === current) delete holder[processDbKey]
    })
  }
  return (await current.ready).db
}

/** Closes the process-wide database if it was opened. */
async function closeDb(): Promise<void> {
  const current = holder[processDbKey]
  if (!current) return
  delete holder[processDbKey]
  const handle = await current.ready.catch(() => null)
  await handle?.close()
}

const signalExitCodes = { SIGINT: 130, SIGTERM: 143 } as const
let hooksInstalled = false

/** How long a shutdown waits for work that still needs the database (a job being given back). */
const BEFORE_CLOSE_TIMEOUT_MS = 10_000
const beforeCloseKey = Symbol.for('codeschool.beforeDbClose')
const tasks = globalThis as typeof globalThis & { [beforeCloseKey]?: Set<() => Promise<void>> }

/**
 * Work to finish before the process-wide database closes on SIGINT/SIGTERM (the job worker's
 * stop, which records the job in hand). Returns a function that unregisters it.
 */
export function beforeDbClose(task: () => Promise<void>): () => void {
  tasks[beforeCloseKey] ??= new Set()
  const set = tasks[beforeCloseKey]
  set.add(task)
  return () => set.delete(task)
}

/** Runs the before-close tasks, waiting at most `timeoutMs` for them. */
export async function runBeforeDbClose(timeoutMs = BEFORE_CLOSE_TIMEOUT_MS): Promise<void> {
  const pending = [...(tasks[beforeCloseKey] ?? [])].map((task) => task().catch(() => {}))
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.all(pending),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
      timer.unref?.()
    }),
  ])
  clearTimeout(timer)
}

/**
 * The last step of a shutdown: waits for the work registered with beforeDbClose (the job worker
 * gives its jobs back), then closes the process-wide database.
 */
async function shutdownDb(timeoutMs = BEFORE_CLOSE_TIMEOUT_MS): Promise<void> {
  await runBeforeDbClose(timeoutMs)
  await closeDb()
}

/**
 * The production server (scripts/start.ts) owns the shutdown: on SIGTERM it first stops taking
 * requests and lets the ones in flight finish, then calls this (found on globalThis, since the
 * built server bundle has its own copy of this module) and exits. It says so by setting
 * `codeschool.shutdownOwner` before it loads the bundle.
 */
const shutdownOwnerKey = Symbol.for('codeschool.shutdownOwner')
const shutdownDbKey = Symbol.for('codeschool.shutdownDb')
;(globalThis as Record<symbol, unknown>)[shutdownDbKey] = shutdownDb

/**
 * Closes the database on SIGINT/SIGTERM so PGlite shuts down cleanly, after the work registered
 * with beforeDbClose. If nothing else listens for the signal, the process then exits as the signal
 * would have. Not in the production server, whose entry does all this after draining requests.
 */
function installShutdownHooks() {
  if (hooksInstalled) return
  hooksInstalled = true
  for (const [signal, code] of Object.entries(signalExitCodes)) {
    process.once(signal, () => {
      if ((globalThis as Record<symbol, unknown>)[shutdownOwnerKey]) return
      void shutdownDb().finally(() => {
        if (process.listenerCount(signal) === 0) process.exit(code)
      })
    })
  }
}
