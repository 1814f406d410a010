import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '@/test/database'
import type { Db } from '../client'
import { seedDatabase } from './index'

/** Tables the catalog fills; every other table must stay empty without demo data. */
const CATALOG_TABLES = new Set([
  'cards',
  'card_sections',
  'card_section_items',
  'lessons',
  'lesson_versions',
  'resources',
  'content_pages',
])

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of tables.rows) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )
    counts[table_name] = result.rows[0]?.n ?? -1
  }
  return counts
}

describeEachDatabase('seed of a deployment (decision 008)', (getDb) => {
  it('without demo data: the courses and content pages, and not one school, account, class or plan', async () => {
    const db = getDb()
    const report = await seedDatabase(db, { demoData: false })
    expect(report.demo).toBeNull()
    expect(report.counts.courses).toBeGreaterThanOrEqual(3)
    expect(report.counts.lessons).toBeGreaterThan(10)
    expect(report.counts.contentPages).toBe(4)

    const counts = await rowCounts(db)
    for (const table of CATALOG_TABLES) expect(counts[table], table).toBeGreaterThan(0)
    const demoRows = Object.entries(counts).filter(
      ([table, count]) => !CATALOG_TABLES.has(table) && !table.startsWith('__') && count > 0,
    )
    expect(demoRows).toEqual([])
  })

  it('runs again without adding anything', async () => {
    const db = getDb()
    const before = await rowCounts(db)
    const again = await seedDatabase(db, { demoData: false })
    expect(again.catalog).toEqual({ inserted: 0, courseRows: 0 })
    expect(await rowCounts(db)).toEqual(before)
  })

  it('with demo data asked for: the demo schools and accounts on top of the same catalog', async () => {
    const db = getDb()
    const report = await seedDatabase(db, { demoData: true })
    expect(report.demo?.inserted).toBeGreaterThan(0)
    const counts = await rowCounts(db)
    expect(counts.schools).toBeGreaterThan(0)
    expect(counts.users).toBeGreaterThan(0)
    expect(report.counts.contentPages).toBe(4)
  })
})
