import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { expect, it } from 'vitest'
import type { Db } from './client'
import { migrateDb, migrationsFolder } from './migrate'

/** A copy of drizzle/ whose journal stops after `count` migrations: a database from an older release. */
function olderMigrations(count: number): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'codeschool-older-'))
  cpSync(migrationsFolder(), out, { recursive: true })
  const journalPath = path.join(out, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] }
  journal.entries = journal.entries.slice(0, count)
  writeFileSync(journalPath, JSON.stringify(journal))
  return out
}

it('naming classes once (0005) keeps every class, member and activity of an existing school', async () => {
  const older = olderMigrations(5)
  const client = new PGlite()
  const db = drizzle({ client }) as unknown as Db
  try {
    await migrateDb(db, { migrationsFolder: older })
    await db.execute(sql`insert into schools (id, name, subdomain) values
      ('00000000-0000-4000-8000-000000000001', 'Old School', 'old-school')`)
    await db.execute(sql`insert into groups (id, school_id, name, join_code) values
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '4B', 'KTW4BX')`)
    await db.execute(sql`insert into activity (school_id, kind, subject) values
      ('00000000-0000-4000-8000-000000000001', 'student_joined',
       '{"studentName": "Ada", "groupId": "00000000-0000-4000-8000-000000000002", "groupName": "4B"}')`)

    await migrateDb(db)

    const classes = await db.execute<{ name: string; join_code: string }>(
      sql`select name, join_code from classes`,
    )
    expect(classes.rows).toEqual([{ name: '4B', join_code: 'KTW4BX' }])
    const subjects = await db.execute<{ subject: unknown }>(sql`select subject from activity`)
    expect(subjects.rows[0]?.subject).toEqual({
      studentName: 'Ada',
      classId: '00000000-0000-4000-8000-000000000002',
      className: '4B',
    })
    const oldTables = await db.execute(
      sql`select table_name from information_schema.tables where table_name like 'group%'`,
    )
    expect(oldTables.rows).toEqual([])
  } finally {
    await client.close()
    rmSync(older, { recursive: true, force: true })
  }
}, 60_000)
