import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { contentPages } from '@/server/db/schema'
import { contentSlugSchema } from './content.schemas'

export interface ContentPage {
  slug: string
  title: string
  body: string
  updatedAt: string
}

/**
 * A published content page by slug, or null. Content pages belong to the product, not a school.
 * The welcome pack is for schools' admins in their dashboard (SPEC §2.1), never a public page.
 */
export async function findPublishedPage(db: Db, slug: string): Promise<ContentPage | null> {
  if (!contentSlugSchema.safeParse(slug).success) return null
  const [page] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.slug, slug),
        eq(contentPages.published, true),
        ne(contentPages.kind, 'welcome-pack'),
      ),
    )
    .limit(1)
  if (!page) return null
  return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() }
}
