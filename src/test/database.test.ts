import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { files, schools } from '@/server/db/schema'
import { describeEachDatabase, testDatabases } from './database'

it('runs on PostgreSQL as well when TEST_DATABASE_URL is set', () => {
  const names = testDatabases.map((kind) => kind.name)
  expect(names).toEqual(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])
})

describeEachDatabase('test database harness', (getDb) => {
  it('starts migrated and empty', async () => {
    expect(await getDb().select().from(schools)).toEqual([])
  })

  it('commits a transaction and rolls back a failed one', async () => {
    const db = getDb()
    await db.transaction(async (tx) => {
      await tx.insert(schools).values({ subdomain: 'harness-ok', name: 'Harness OK' })
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(schools).values({ subdomain: 'harness-rolled-back', name: 'Rolled back' })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    const rows = await db.select({ subdomain: schools.subdomain }).from(schools)
    expect(rows.map((row) => row.subdomain)).toEqual(['harness-ok'])
  })

  it('returns rows from raw SQL on both drivers', async () => {
    const result = await getDb().execute<{ answer: number }>(sql`select 42::int as answer`)
    expect(result.rows).toEqual([{ answer: 42 }])
  })

  it('stores and returns binary file data', async () => {
    const db = getDb()
    const data = new Uint8Array([0, 1, 2, 250, 255])
    const [row] = await db
      .insert(files)
      .values({
        fileName: 'a.bin',
        contentType: 'application/octet-stream',
        sizeBytes: 5,
        data,
        sha256: 'a'.repeat(64),
      })
      .returning({ id: files.id })
    const [stored] = await db.select().from(files).where(eq(files.id, row!.id))
    expect(stored!.data).toBeInstanceOf(Uint8Array)
    expect(Array.from(stored!.data)).toEqual([0, 1, 2, 250, 255])
  })
})

describeEachDatabase('a second suite', (getDb) => {
  it('gets its own fresh database', async () => {
    expect(await getDb().select().from(schools)).toEqual([])
  })
})
