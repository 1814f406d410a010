import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { contentPages, pageViews, rateLimits } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { PAGE_VIEW_LIMIT, recordPageView } from './page-views.server'

const day = new Date('2026-11-23T10:00:00Z')
const classId = '0b8f4a52-9e55-4d6a-9e0b-3f2a1c9d8e7f'
const otherClassId = '5d2c1b0a-1111-4222-8333-944455556666'

describeEachDatabase('page views', (getDb) => {
  const counts = async (on: Date) =>
    Object.fromEntries(
      (
        await getDb()
          .select()
          .from(pageViews)
          .where(eq(pageViews.day, on.toISOString().slice(0, 10)))
      ).map((row) => [row.path, row.count]),
    )

  it('counts the app’s pages by their route, skips /login and /join, refuses other paths with 400', async () => {
    const db = getDb()
    await db.insert(contentPages).values([
      { slug: 'about', title: 'About', published: true },
      { slug: 'draft', title: 'Draft', published: false },
    ])
    const view = (path: string) => recordPageView(db, { path, ip: '198.51.100.1' }, day)
    expect(await view('/faq')).toBe(true)
    await view('/faq/')
    await view(`/dashboard/groups/${classId}`)
    await view(`/dashboard/groups/${otherClassId}`)
    await view('/about')
    expect(await view('/login')).toBe(false)
    expect(await view('/join/')).toBe(false)
    for (const path of [
      '/wp-admin',
      '/draft',
      '/api/health',
      `/dashboard/groups/${classId}/x`,
      '/dashboard/nope',
    ]) {
      await expect(view(path), path).rejects.toMatchObject({ status: 400 })
    }
    expect(await counts(day)).toEqual({ '/faq': 2, '/dashboard/groups/$groupUUID': 2, '/about': 1 })
  })

  it('counts at most the address’s limit of a parallel burst, atomically; other addresses go on', async () => {
    const db = getDb()
    const ip = '203.0.113.7'
    const nextDay = new Date('2026-11-24T10:00:00Z')
    // The address has 5 views left in its window; 20 arrive at once.
    await db.insert(rateLimits).values({ key: `page-view:ip:${ip}`, count: PAGE_VIEW_LIMIT.limit - 5 })
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => recordPageView(db, { path: '/faq', ip }, nextDay)),
    )
    const statuses = results.map((result) =>
      result.status === 'fulfilled' ? 200 : (result.reason as { status: number }).status,
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    await expect(recordPageView(db, { path: '/faq', ip }, nextDay)).rejects.toMatchObject({ status: 429 })
    expect(await recordPageView(db, { path: '/faq', ip: '203.0.113.8' }, nextDay)).toBe(true)
    expect(await counts(nextDay)).toEqual({ '/faq': 5 + 1 })
  })
})
