import { and, eq } from 'drizzle-orm'
import { getDb } from '@/server/db/client'
import { contentPages } from '@/server/db/schema'
import { contentSlugSchema } from './content.schemas'

export interface ContentPage {
  slug: string
  title: string
  body: string
  updatedAt: string
}

/** A published content page by slug, or null. Content pages belong to the product, not a school. */
export async function findPublishedPage(slug: string): Promise<ContentPage | null> {
  if (!contentSlugSchema.safeParse(slug).success) return null
  const db = await getDb()
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .limit(1)
  if (!page) return null
  return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() }
}
