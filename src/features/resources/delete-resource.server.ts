import { and, eq } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cardSectionItems, files, resources } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { canDelete, seenBy } from './resource-items.server'

/**
 * Deletes a resource and its file. Teachers delete what they added, admins any of their school's,
 * staff the global ones. Another school's resource is not found. A resource that is part of a
 * course's sections is changed in the course editor instead.
 */
export async function deleteResource(db: Db, actor: Actor, resourceId: string): Promise<void> {
  assertActor(actor, ...ADULTS)
  const [row] = await db
    .select({
      schoolId: resources.schoolId,
      createdByProfileId: resources.createdByProfileId,
      fileId: resources.fileId,
    })
    .from(resources)
    .where(and(eq(resources.id, resourceId), seenBy(actor.schoolId)))
  if (!row) throw new HttpError(404, m.resources_error_not_found())
  if (!canDelete(actor, row)) {
    throw new HttpError(
      403,
      row.schoolId === null ? m.resources_error_global_kept() : m.resources_error_not_yours(),
    )
  }
  const [inCourse] = await db
    .select({ id: cardSectionItems.id })
    .from(cardSectionItems)
    .where(eq(cardSectionItems.resourceId, resourceId))
    .limit(1)
  if (inCourse) {
    throw new HttpError(409, m.resources_error_in_course())
  }
  await db.transaction(async (tx) => {
    await tx.delete(resources).where(eq(resources.id, resourceId))
    if (row.fileId) await tx.delete(files).where(eq(files.id, row.fileId))
  })
}
