import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import type { Db } from '@/server/db/client'
import { rosterLinks, schoolClasses } from '@/server/db/schema'
import type { ApplyResult } from './roster-apply.server'
import { linkSourceOf, removedLinks, type SyncScope } from './roster-plan.server'
import {
  affected,
  type Progress,
  refreshFingerprints,
  type StagedRow,
  unlinked,
} from './staged-roster.server'

function loginTypeFor(grade: number | null, allowed: readonly string[]): 'picture' | 'words' | 'password' {
  const wanted = grade === null ? 'password' : grade <= 2 ? 'picture' : grade <= 5 ? 'words' : 'password'
  const order = [wanted, 'password', 'words', 'picture'] as const
  return order.find((type) => allowed.includes(type)) ?? 'password'
}

/**
 * The roster's classes applied: new ones (with a free join code each) and their links, a batch at
 * a time; returning ones restored with a new code; names and grades that changed; the rest archived.
 */
export async function applyClasses(
  db: Db,
  scope: SyncScope,
  allowed: readonly string[],
  result: ApplyResult,
  progress: Progress,
): Promise<void> {
  const source = linkSourceOf(scope.source)
  for await (const rows of unlinked<StagedRow>(db, scope, 'class')) {
    await db.transaction(async (tx) => {
      const ids = rows.map((row) => ({ row, id: randomUUID() }))
      let pending = ids
      for (let attempt = 0; attempt < 20 && pending.length > 0; attempt++) {
        const inserted = await tx
          .insert(schoolClasses)
          .values(
            pending.map(({ row, id }) => ({
              id,
              schoolId: scope.schoolId,
              name: row.title || 'Class',
              grade: row.grade,
              loginType: loginTypeFor(row.grade, allowed),
              joinCode: generateJoinCode(),
            })),
          )
          .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
          .returning({ id: schoolClasses.id })
        const done = new Set(inserted.map((row) => row.id))
        pending = pending.filter((entry) => !done.has(entry.id))
      }
      if (pending.length > 0) throw new Error('Could not find free join codes for the new classes')
      // The links go with the classes: a batch is kept or lost whole.
      await tx.insert(rosterLinks).values(
        ids.map(({ row, id }) => ({
          schoolId: scope.schoolId,
          source,
          kind: 'class',
          sourcedId: row.sourced_id,
          classId: id,
          fingerprint: row.fingerprint,
        })),
      )
    })
    result.classes.created += rows.length
    await progress(rows.length)
  }
  // Classes that come back: a new join code (the old one may be another class's by now).
  const returning = (
    await db.execute(sql`select l.class_id from roster_sync_records r
      join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${source} and l.kind = 'class' and l.sourced_id = r.sourced_id
      join classes c on c.id = l.class_id and c.school_id = ${scope.schoolId}
      where r.sync_id = ${scope.syncId} and r.kind = 'class' and r.status = 'active' and c.archived_at is not null`)
  ).rows as { class_id: string }[]
  for (const row of returning) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const restored = await db
        .update(schoolClasses)
        .set({ archivedAt: null, joinCode: generateJoinCode() })
        .where(eq(schoolClasses.id, row.class_id))
        .returning({ id: schoolClasses.id })
        .catch((error: unknown) => {
          if (String((error as { code?: string }).code ?? '') === '23505') return []
          throw error
        })
      if (restored.length > 0) break
    }
    result.classes.restored++
  }
  result.classes.updated = await db.transaction(async (tx) => {
    const n = await affected(
      tx,
      sql`update classes c set name = coalesce(nullif(r.title, ''), c.name), grade = r.grade
        from roster_sync_records r
        join roster_links l on l.school_id = ${scope.schoolId} and l.source = ${source} and l.kind = 'class' and l.sourced_id = r.sourced_id
        where r.sync_id = ${scope.syncId} and r.kind = 'class' and r.status = 'active'
          and l.fingerprint <> r.fingerprint and c.id = l.class_id and c.school_id = ${scope.schoolId}`,
    )
    await refreshFingerprints(tx, scope, 'class')
    return n
  })
  result.classes.archived = await affected(
    db,
    sql`update classes c set archived_at = now() from (${removedLinks(scope, 'class')}) gone
      where c.id = gone.class_id and c.school_id = ${scope.schoolId} and c.archived_at is null`,
  )
  await progress(result.classes.updated + result.classes.restored + result.classes.archived)
}
