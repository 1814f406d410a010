import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { count } from '@/lib/format'
import { type Actor, assertSchoolAdmin } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { rosterSyncRecords, rosterSyncs } from '@/server/db/schema'
import { readOneRosterZip } from './oneroster-csv'
import { previewSync, type RosterSyncStatus, stageRecords } from './roster-syncs.server'

/** A OneRoster 1.2 CSV zip an admin uploads (decision 176): read, staged and previewed. */

function people(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`
}

function notesOf(read: {
  schools: string[]
  notKept: { family: number; otherStaff: number; unknownRole: number }
}) {
  const notes: string[] = []
  if (read.schools.length > 1) {
    notes.push(
      `The file names ${read.schools.length} schools (${read.schools.slice(0, 5).join(', ')}${read.schools.length > 5 ? ', …' : ''}); everyone in it joins this school.`,
    )
  }
  if (read.notKept.family > 0) {
    notes.push(
      `${people(read.notKept.family, 'guardian or parent', 'guardians and parents')} in the file: not kept.`,
    )
  }
  if (read.notKept.otherStaff > 0) {
    notes.push(
      `${people(read.notKept.otherStaff, 'administrator or other staff member', 'administrators and other staff')} in the file: not imported (invite them from the Teachers page).`,
    )
  }
  if (read.notKept.unknownRole > 0) {
    notes.push(
      `${people(read.notKept.unknownRole, 'person has', 'people have')} no role in the file (roles.csv or enrollments.csv): left out.`,
    )
  }
  return notes
}

/**
 * An admin uploads a OneRoster 1.2 CSV zip: it is read and staged, and the preview recorded. A
 * file with problems is refused whole, each problem named; nothing of it is kept.
 */
export async function uploadOneRoster(
  db: Db,
  actor: Actor,
  input: { fileName: string; bytes: Uint8Array },
): Promise<{ syncId: string; status: RosterSyncStatus }> {
  assertSchoolAdmin(actor)
  const sha = createHash('sha256').update(input.bytes).digest('hex')
  const [sync] = await db
    .insert(rosterSyncs)
    .values({
      schoolId: actor.schoolId,
      source: 'oneroster_csv',
      status: 'staging',
      trigger: 'admin',
      startedByProfileId: actor.profileId,
      fileName: input.fileName.slice(0, 200),
      fileSha256: sha,
    })
    .returning({ id: rosterSyncs.id, schoolId: rosterSyncs.schoolId, source: rosterSyncs.source })
  const read = await readOneRosterZip(input.bytes, (batch) => stageRecords(db, sync!.id, batch))
  if (!read.ok) {
    await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, sync!.id))
    await db
      .update(rosterSyncs)
      .set({
        status: 'failed',
        errors: read.issues,
        errorCount: read.issues.length + read.more,
        finishedAt: sql`now()`,
      })
      .where(eq(rosterSyncs.id, sync!.id))
    return { syncId: sync!.id, status: 'failed' }
  }
  await previewSync(db, sync!, read.value.modes, notesOf(read.value))
  return { syncId: sync!.id, status: 'preview' }
}
