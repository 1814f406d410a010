import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type DbHandle } from './client'

const serverUrl = process.env.TEST_DATABASE_URL

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

// PostgreSQL only: PGlite runs in the process and has no connection to lose.
describe.skipIf(!serverUrl)('a PostgreSQL connection lost (the server restarted)', () => {
  const name = `codeschool_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`
  let handle: DbHandle
  beforeAll(async () => {
    await onServer(`create database "${name}"`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    handle = await createDb({ kind: 'postgres', url: url.toString() }, { poolMax: 2 })
  })
  afterAll(async () => {
    await handle?.close()
    await onServer(`drop database if exists "${name}" with (force)`)
  })

  it('fails only the work that was using it, never the process; the next query gets a new connection', async () => {
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
      // A transaction holds its connection between statements while the server ends it, as
      // PostgreSQL's restart ends every backend.
      const outcome = handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`)
          await onServer(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
          )
          await new Promise((resolve) => setTimeout(resolve, 200))
          await tx.execute(sql`select 2`)
        })
        .then(
          () => 'committed',
          () => 'failed',
        )
      expect(await outcome).toBe('failed')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(uncaught).toEqual([])
      const [row] = (await handle.db.execute(sql`select 41 + 1 as answer`)).rows
      expect(row).toEqual({ answer: 42 })
    } finally {
      process.off('uncaughtException', record)
    }
  })
})
