import { and, eq } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cards, resources } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { checkUpload, storeFile, type Upload } from '@/server/files/files.server'
import { visibleCards } from './resource-items.server'
import { RESOURCE_MAX_BYTES, type ResourceFields, resourceUrl } from './resources.schemas'

async function checkCard(db: Db, schoolId: string, cardId: string): Promise<void> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(schoolId)))
  if (!card) {
    const message = m.resources_error_pick_course()
    throw new HttpError(400, message, [{ field: 'cardId', message }])
  }
}

/** Adds a link or an uploaded file. Global resources are for staff only. */
export async function addResource(
  db: Db,
  actor: Actor,
  fields: ResourceFields,
  upload: Upload | null,
): Promise<{ id: string }> {
  assertActor(actor, ...ADULTS)
  if (fields.scope === 'global' && actor.visitorType !== 'staff') {
    throw new HttpError(403, m.resources_error_staff_global())
  }
  const schoolId = fields.scope === 'global' ? null : actor.schoolId
  if (fields.cardId) await checkCard(db, actor.schoolId, fields.cardId)

  let url: string | null = null
  let checked: ReturnType<typeof checkUpload> | null = null
  if (fields.source === 'link') {
    const parsed = resourceUrl.safeParse(fields.url)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.resources_error_link()
      throw new HttpError(400, message, [{ field: 'url', message }])
    }
    url = parsed.data
  } else {
    if (!upload) {
      const message = m.resources_error_choose_file()
      throw new HttpError(400, message, [{ field: 'file', message }])
    }
    checked = checkUpload(upload, {
      kinds: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'svg'],
      maxBytes: RESOURCE_MAX_BYTES,
      field: 'file',
    })
  }

  return db.transaction(async (tx) => {
    const fileId = checked ? await storeFile(tx, schoolId, checked) : null
    const [row] = await tx
      .insert(resources)
      .values({
        schoolId,
        cardId: fields.cardId || null,
        title: fields.title,
        kind: fields.kind,
        url,
        fileId,
        createdByProfileId: actor.profileId,
      })
      .returning({ id: resources.id })
    if (schoolId) {
      await recordActivity(tx, {
        schoolId,
        profileId: actor.profileId,
        kind: 'resource_added',
        subject: { resourceId: row!.id, title: fields.title, resourceKind: fields.kind },
      })
    }
    return { id: row!.id }
  })
}
