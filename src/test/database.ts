import { createHash, randomUUID } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { createDb, type Db, schema } from '@/server/db/client'
import { migrateDb, migrationsFolder } from '@/server/db/migrate'

interface TestDatabase {
  db: Db
  close(): Promise<void>
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated database of its own. */
  create(): Promise<TestDatabase>
}

// A fresh PGlite runs initdb (~2.5 s); one started from a dumped data directory takes ~0.7 s. So
// the first test file to need it migrates an in-memory PGlite and leaves its dump in the OS temp
// directory, keyed by the migrations and the PGlite version; every suite then starts from it.
let migratedPgliteDump: Promise<Blob> | undefined

function pgliteDump(): Promise<Blob> {
  migratedPgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `codeschool-pglite-${await migrationsKey()}.tar`)
    try {
      return await openAsBlob(file)
    } catch {
      // Not cached yet.
    }
    const client = await PGlite.create()
    let dump: Blob
    try {
      await migrateDb(drizzle({ client, schema }) as unknown as Db)
      dump = await client.dumpDataDir('none')
    } finally {
      await client.close()
    }
    // Parallel test files may race to write it: write aside, then rename (atomic).
    const partial = `${file}.${randomUUID()}.partial`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, file).catch(() => rm(partial, { force: true }))
    return dump
  })()
  return migratedPgliteDump
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256')
  const pglitePackage = path.resolve(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')
  hash.update(await readFile(pglitePackage).catch(() => 'unknown'))
  const folder = migrationsFolder()
  const names = (await readdir(folder, { recursive: true })).sort()
  for (const name of names) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue
    hash.update(name)
    hash.update(await readFile(path.join(folder, name)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The audit record's buffer (src/features/audit/audit-record.server.ts) writes a second after a
 * domain function records: a suite's database is closed only after its rows are written.
 */
async function writeAuditRows(): Promise<void> {
  const holder = globalThis as Record<symbol, { flush(): Promise<void> } | undefined>
  await holder[Symbol.for('codeschool.auditBatcher')]?.flush()
}

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async create() {
    const handle = await createDb({ kind: 'pglite-memory', loadDataDir: await pgliteDump() })
    return {
      db: handle.db,
      async close() {
        await writeAuditRows()
        await handle.close()
      },
    }
  },
}

/**
 * One new database per suite on the TEST_DATABASE_URL server (CREATE DATABASE with a random
 * name, migrate, DROP at the end), so suites and parallel test files never see each other's rows.
 */
function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async create() {
      const name = `codeschool_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`
      await onServer(serverUrl, `create database "${name}"`)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      const handle = await createDb({ kind: 'postgres', url: url.toString() }, { poolMax: 4 })
      try {
        await migrateDb(handle.db)
      } catch (error) {
        await handle.close()
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`)
        throw error
      }
      return {
        db: handle.db,
        async close() {
          await writeAuditRows()
          await handle.close()
          await onServer(serverUrl, `drop database if exists "${name}" with (force)`)
        },
      }
    },
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** In-memory PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: readonly TestDatabaseKind[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
]

/**
 * Runs a suite once per test database, each run on a fresh migrated database that lives for the
 * suite. Tests in a suite share it: give rows unique names rather than relying on an empty table.
 *
 *   describeEachDatabase('classes', (getDb) => {
 *     it('creates a class', async () => { const db = getDb(); … })
 *   })
 */
export function describeEachDatabase(title: string, fn: (getDb: () => Db) => void): void {
  for (const kind of testDatabases) {
    describe(`${title} [${kind.name}]`, () => {
      let database: TestDatabase | undefined
      beforeAll(async () => {
        database = await kind.create()
      })
      afterAll(async () => {
        await database?.close()
        database = undefined
      })
      fn(() => {
        if (!database) throw new Error('The test database is not ready: call getDb() inside a test or hook')
        return database.db
      })
    })
  }
}
