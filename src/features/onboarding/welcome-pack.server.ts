import { eq } from 'drizzle-orm'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { contentPages } from '@/server/db/schema'

/**
 * The curriculum welcome pack (/dashboard/welcome-pack): one staff-edited markdown page, kind
 * 'welcome-pack'. Only staff reach it (SPEC §2.5, the /dashboard/* catch-all).
 */
const WELCOME_PACK_SLUG = 'welcome-pack'

export interface WelcomePack {
  title: string
  body: string
  published: boolean
  updatedAt: Date | null
}

const EMPTY: WelcomePack = { title: 'Curriculum welcome pack', body: '', published: false, updatedAt: null }

export async function getWelcomePack(db: Db, actor: Actor): Promise<WelcomePack> {
  assertActor(actor, 'staff')
  const [page] = await db
    .select({
      title: contentPages.title,
      body: contentPages.body,
      published: contentPages.published,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, WELCOME_PACK_SLUG))
  return page ?? EMPTY
}

export async function saveWelcomePack(
  db: Db,
  actor: Actor,
  input: { title: string; body: string; published: boolean },
): Promise<WelcomePack> {
  assertActor(actor, 'staff')
  const now = new Date()
  const [page] = await db
    .insert(contentPages)
    .values({ slug: WELCOME_PACK_SLUG, kind: 'welcome-pack', ...input, updatedAt: now })
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: {
        title: input.title,
        body: input.body,
        published: input.published,
        kind: 'welcome-pack',
        updatedAt: now,
      },
    })
    .returning({
      title: contentPages.title,
      body: contentPages.body,
      published: contentPages.published,
      updatedAt: contentPages.updatedAt,
    })
  return page!
}
