import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { BlockProgram } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { codeRevisions } from '@/server/db/schema'

/** Reading a student's saved code (decision 198): the latest of each step and a step's history. */

/** Revisions kept from a stale tab carry this client id prefix: history, never the current code. */
export const KEPT_PREFIX = 'kept:'

/** One saved version of a step's code. */
export interface SavedCode {
  revision: number
  code: string
  blocksJson: BlockProgram | null
}

/** A jsonb value read back as a block program (the server validated it when it was saved). */
export function asBlockProgram(value: unknown): BlockProgram | null {
  return Array.isArray(value) ? (value as BlockProgram) : null
}

/** The latest code of a step: kept copies from stale tabs are history, not the latest. */
export const notKept = sql`coalesce(${codeRevisions.clientId}, '') not like ${`${KEPT_PREFIX}%`}`

/** The latest code of each step (kept copies from stale tabs are history, not the latest). */
export async function latestCode(db: Db, progressId: string): Promise<Record<string, SavedCode>> {
  const rows = await db
    .selectDistinctOn([codeRevisions.stepKey], {
      stepKey: codeRevisions.stepKey,
      revision: codeRevisions.revision,
      code: codeRevisions.code,
      blocksJson: codeRevisions.blocksJson,
    })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.progressId, progressId), notKept))
    .orderBy(asc(codeRevisions.stepKey), desc(codeRevisions.revision))
  const code: Record<string, SavedCode> = {}
  for (const row of rows) {
    code[row.stepKey] = { revision: row.revision, code: row.code, blocksJson: asBlockProgram(row.blocksJson) }
  }
  return code
}

/** Every saved version of a student's step, newest first (what a teacher's review will list). */
export async function codeHistory(db: Db, progressId: string, stepKey: string) {
  const rows = await db
    .select()
    .from(codeRevisions)
    .where(and(eq(codeRevisions.progressId, progressId), eq(codeRevisions.stepKey, stepKey)))
    .orderBy(desc(codeRevisions.revision))
  return rows.map((row) => ({
    revision: row.revision,
    code: row.code,
    keptFromOtherTab: row.clientId?.startsWith(KEPT_PREFIX) ?? false,
    createdAt: row.createdAt.toISOString(),
  }))
}
