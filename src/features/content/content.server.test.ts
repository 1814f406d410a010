import { expect, it } from 'vitest'
import { contentPages } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { findPublishedPage } from './content.server'

describeEachDatabase('content pages (the {slug} catch-all)', (getDb) => {
  it('serves published pages, but never the welcome pack, which is for school admins only', async () => {
    const db = getDb()
    await db.insert(contentPages).values([
      { slug: 'about-us', kind: 'page', title: 'About us', body: 'Hello', published: true },
      { slug: 'draft-page', kind: 'page', title: 'Draft', body: '', published: false },
      { slug: 'welcome-pack', kind: 'welcome-pack', title: 'Welcome pack', body: 'Secret', published: true },
    ])
    expect(await findPublishedPage(db, 'about-us')).toMatchObject({ title: 'About us', body: 'Hello' })
    expect(await findPublishedPage(db, 'draft-page')).toBeNull()
    expect(await findPublishedPage(db, 'welcome-pack')).toBeNull()
  })
})
