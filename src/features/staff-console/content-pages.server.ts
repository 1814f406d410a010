import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '@/features/audit/audit-record.server'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { contentPages } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { assertStaff } from './staff-actor.server'
import type { createContentPageSchema, updateContentPageSchema } from './staff-console.schemas'

export interface ConsoleContentPage {
  id: string
  slug: string
  kind: string
  title: string
  body: string
  published: boolean
  updatedAt: string
}

function toPage(row: typeof contentPages.$inferSelect): ConsoleContentPage {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    body: row.body,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every content page, published or not, most recently edited first. */
export async function listContentPages(db: Db, actor: Actor): Promise<ConsoleContentPage[]> {
  assertStaff(actor)
  const rows = await db.select().from(contentPages).orderBy(desc(contentPages.updatedAt), contentPages.slug)
  return rows.map(toPage)
}

export async function getContentPageById(db: Db, actor: Actor, id: string): Promise<ConsoleContentPage> {
  assertStaff(actor)
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id)).limit(1)
  if (!row) throw new HttpError(404, m.staff_error_page_gone())
  return toPage(row)
}

export async function createContentPage(
  db: Db,
  actor: Actor,
  input: z.output<typeof createContentPageSchema>,
): Promise<ConsoleContentPage> {
  assertStaff(actor)
  const [row] = await db
    .insert(contentPages)
    .values({ slug: input.slug, title: input.title, body: input.body, published: input.published })
    .onConflictDoNothing({ target: contentPages.slug })
    .returning()
  if (!row) {
    const message = m.staff_error_slug_taken()
    throw new HttpError(400, message, [{ field: 'slug', message }])
  }
  recordAudit(db, actor, 'staff.content_page.created', null, { schoolId: null, detail: { page: row.slug } })
  return toPage(row)
}

export async function updateContentPage(
  db: Db,
  actor: Actor,
  input: z.output<typeof updateContentPageSchema>,
): Promise<ConsoleContentPage> {
  assertStaff(actor)
  const [row] = await db
    .update(contentPages)
    .set({ title: input.title, body: input.body, published: input.published, updatedAt: new Date() })
    .where(eq(contentPages.id, input.id))
    .returning()
  if (!row) throw new HttpError(404, m.staff_error_page_gone())
  recordAudit(db, actor, 'staff.content_page.updated', null, { schoolId: null, detail: { page: row.slug } })
  return toPage(row)
}
