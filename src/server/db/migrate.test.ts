import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '@/test/database'
import { migrateDb, migrationsFolder } from './migrate'

const expectedTables = [
  'activity',
  'audit_events',
  'card_section_items',
  'card_sections',
  'cards',
  'checkout_sessions',
  'class_cards',
  'class_item_settings',
  'class_members',
  'class_teachers',
  'classes',
  'classroom_consents',
  'code_revisions',
  'content_pages',
  'data_exports',
  'files',
  'identity_link_tickets',
  'identity_links',
  'invoices',
  'jobs',
  'known_devices',
  'lesson_progress',
  'lesson_reviews',
  'lesson_shares',
  'lesson_templates',
  'lesson_versions',
  'lessons',
  'mail_outbox',
  'oidc_sign_in_attempts',
  'one_time_tokens',
  'page_views',
  'payment_events',
  'profiles',
  'progress_dashboards',
  'provider_refresh_tokens',
  'rate_limits',
  'redirect_rules',
  'resources',
  'review_comments',
  'roster_links',
  'roster_sources',
  'roster_sync_records',
  'roster_syncs',
  'school_sign_in_providers',
  'schools',
  'sessions',
  'student_import_rows',
  'student_imports',
  'subscriptions',
  'users',
]

describeEachDatabase('migrations', (getDb) => {
  it('create every table of the data model in an empty database', async () => {
    const result = await getDb().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name collate "C"`,
    )
    expect(result.rows.map((row) => row.table_name)).toEqual(expectedTables)
  })

  it('record each migration once, and a second run applies nothing', async () => {
    const db = getDb()
    const journal = readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql'))
    await migrateDb(db)
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    expect(result.rows[0]?.count).toBe(journal.length)
  })
})

it('the committed migrations match the schema (run `npm run db:generate` after changing it)', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'codeschool-drizzle-'))
  try {
    cpSync(migrationsFolder(), out, { recursive: true })
    const before = readdirSync(out).sort()
    const kit = path.resolve(process.cwd(), 'node_modules/drizzle-kit/bin.cjs')
    const result = spawnSync(
      process.execPath,
      // drizzle-kit prefixes "./" to --out, so it must be relative to the working directory.
      [
        kit,
        'generate',
        '--dialect=postgresql',
        '--schema=./src/server/db/schema/index.ts',
        `--out=${path.relative(process.cwd(), out)}`,
      ],
      { encoding: 'utf8' },
    )
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('No schema changes')
    expect(readdirSync(out).sort()).toEqual(before)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 60_000)
