import path from 'node:path'
import type { Db } from './client'

export interface MigrateOptions {
  /** Defaults to `drizzle/` under the working directory, where the built server runs too. */
  migrationsFolder?: string
}

/** Any stable 64-bit number; every app instance agrees on it so only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_303_146_021

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), 'drizzle')
}

/** Applies the committed SQL migrations in drizzle/ that this database has not seen yet. */
export async function migrateDb(db: Db, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder() }
  const client = (db as unknown as { $client: unknown }).$client

  if (isPglite(client)) {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as never, config)
    return
  }

  // PostgreSQL: several instances may start at once; an advisory lock on one connection makes
  // them take turns, and the later ones find nothing left to do.
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const connection = client instanceof pg.Pool ? await client.connect() : null
  if (!connection) throw new Error('migrateDb: unsupported database client')
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    try {
      await migrate(drizzle({ client: connection }), config)
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
    }
  } finally {
    connection.release()
  }
}

function isPglite(client: unknown): boolean {
  return typeof client === 'object' && client !== null && 'waitReady' in client && 'dumpDataDir' in client
}
