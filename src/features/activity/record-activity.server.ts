import type { Db } from '@/server/db/client'
import { activity } from '@/server/db/schema'

/**
 * Writes one entry of a school's activity feed (src/features/activity/activity-kinds.ts lists the
 * kinds the feed knows how to say). `subject` holds the names and ids the sentence needs, copied at
 * the time, so the feed still reads well after a rename.
 */
export async function recordActivity(
  db: Db,
  entry: { schoolId: string; profileId: string | null; kind: string; subject?: Record<string, unknown> },
): Promise<void> {
  await db.insert(activity).values({
    schoolId: entry.schoolId,
    profileId: entry.profileId,
    kind: entry.kind,
    subject: entry.subject ?? {},
  })
}
