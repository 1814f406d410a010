import { and, eq, isNull } from 'drizzle-orm'
import type { Viewer } from '@/features/courses/course-access.server'
import { findLessonItem } from '@/features/courses/lesson-items.server'
import type { PlayerData } from '@/features/lessons/lessons.server'
import { loadSharedLessonVersion } from '@/features/lessons/lessons.server'
import { m } from '@/paraglide/messages'
import { assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { lessonShares, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

export interface ShareLink {
  id: string
  itemId: string
  createdAt: string
}

/**
 * A share link for one lesson of a course the school can see. A live link for the same lesson is
 * reused, so a teacher who clicks Share twice hands out one link.
 */
export async function createShare(db: Db, viewer: Viewer, input: { itemId: string }): Promise<ShareLink> {
  assertAdult(viewer)
  const item = await findLessonItem(db, viewer.schoolId, input.itemId)
  const [existing] = await db
    .select()
    .from(lessonShares)
    .where(
      and(
        eq(lessonShares.schoolId, viewer.schoolId),
        eq(lessonShares.cardSectionItemId, item.itemId),
        isNull(lessonShares.revokedAt),
      ),
    )
    .limit(1)
  const row =
    existing ??
    (
      await db
        .insert(lessonShares)
        .values({
          cardSectionItemId: item.itemId,
          schoolId: viewer.schoolId,
          createdByProfileId: viewer.profileId,
        })
        .returning()
    )[0]
  if (!row) throw new HttpError(500, m.sharing_error_not_made())
  return { id: row.id, itemId: row.cardSectionItemId, createdAt: row.createdAt.toISOString() }
}

/** Stops a link working. Only links of the viewer's school; revoking twice is fine. */
export async function revokeShare(
  db: Db,
  viewer: Viewer,
  input: { shareId: string },
): Promise<{ revoked: true }> {
  assertAdult(viewer)
  const [row] = await db
    .select({ id: lessonShares.id, revokedAt: lessonShares.revokedAt })
    .from(lessonShares)
    .where(and(eq(lessonShares.id, input.shareId), eq(lessonShares.schoolId, viewer.schoolId)))
  if (!row) throw new HttpError(404, m.sharing_error_not_found())
  if (!row.revokedAt) {
    await db.update(lessonShares).set({ revokedAt: new Date() }).where(eq(lessonShares.id, row.id))
  }
  return { revoked: true }
}

export type OpenedShare =
  | { status: 'open'; schoolName: string; player: PlayerData }
  | { status: 'revoked'; schoolName: string }
  | { status: 'missing' }

/** What anyone with the link sees: the lesson, or a clear page when the link was stopped. */
export async function openShare(db: Db, shareId: string): Promise<OpenedShare> {
  const [share] = await db
    .select({
      id: lessonShares.id,
      itemId: lessonShares.cardSectionItemId,
      revokedAt: lessonShares.revokedAt,
      schoolId: lessonShares.schoolId,
      schoolName: schools.name,
    })
    .from(lessonShares)
    .innerJoin(schools, eq(schools.id, lessonShares.schoolId))
    .where(eq(lessonShares.id, shareId))
  if (!share) return { status: 'missing' }
  if (share.revokedAt) return { status: 'revoked', schoolName: share.schoolName }
  try {
    await findLessonItem(db, share.schoolId, share.itemId)
  } catch {
    return { status: 'missing' }
  }
  return {
    status: 'open',
    schoolName: share.schoolName,
    player: await loadSharedLessonVersion(db, share.id, share.itemId),
  }
}
