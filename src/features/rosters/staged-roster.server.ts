import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { linkSourceOf, num, type SyncScope } from './roster-plan.server'

/**
 * The staged roster as the apply step reads and writes it: the records of a kind that have no
 * link yet, in batches; the rows a statement touched; the fingerprints a link keeps.
 */

export const BATCH = 1000

/** Rows a data-changing statement touched (`query` must be an INSERT, UPDATE or DELETE without RETURNING). */
export async function affected(db: Db, query: SQL): Promise<number> {
  const [row] = (
    await db.execute(sql`with changed as (${query} returning 1) select count(*) as n from changed`)
  ).rows as Record<string, unknown>[]
  return num(row?.n)
}

export type Progress = (rows: number) => Promise<void>

/**
 * Staged active records of a kind that have no link yet, in sourcedId order, read once (one
 * anti-join) and then created 1,000 at a time.
 */
export async function* unlinked<T>(db: Db, scope: SyncScope, kind: string): AsyncGenerator<T[]> {
  const rows = (
    await db.execute(sql`select r.sourced_id, r.first_name, r.last_name, r.email, r.username, r.grade,
        r.title, r.fingerprint
      from roster_sync_records r
      where r.sync_id = ${scope.syncId} and r.kind = ${kind} and r.status = 'active'
        and not exists (select 1 from roster_links l where l.school_id = ${scope.schoolId}
          and l.source = ${linkSourceOf(scope.source)} and l.kind = r.kind and l.sourced_id = r.sourced_id)
      order by r.sourced_id collate "C"`)
  ).rows as T[]
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH)
}

export interface StagedRow {
  sourced_id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  username: string | null
  grade: number | null
  title: string | null
  fingerprint: string
}

/** The link remembers what was applied: the next sync compares against it. */
export async function refreshFingerprints(db: Db, scope: SyncScope, kind: 'student' | 'teacher' | 'class') {
  await db.execute(sql`update roster_links l set fingerprint = r.fingerprint,
      email = case when l.kind = 'class' then null else r.email end, updated_at = now()
    from roster_sync_records r
    where r.sync_id = ${scope.syncId} and r.kind = ${kind} and r.status = 'active'
      and l.school_id = ${scope.schoolId} and l.source = ${linkSourceOf(scope.source)} and l.kind = r.kind
      and l.sourced_id = r.sourced_id and l.fingerprint <> r.fingerprint`)
}
