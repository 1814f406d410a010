import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pageViews } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { isTrackedPath, normalizePath, recordPageView } from './page-views.server'

describe('page view paths', () => {
  it('skips /login and /join (SPEC §2.4)', () => {
    expect(isTrackedPath('/login')).toBe(false)
    expect(isTrackedPath('/join/')).toBe(false)
    expect(isTrackedPath('/login-finalize')).toBe(true)
    expect(isTrackedPath('/')).toBe(true)
  })
  it('folds identifiers', () => {
    expect(normalizePath('/dashboard/groups/0b8f4a52-9e55-4d6a-9e0b-3f2a1c9d8e7f/')).toBe(
      '/dashboard/groups/{id}',
    )
  })
})

describeEachDatabase('page views', (getDb) => {
  it('counts per path and day, and records nothing on /login', async () => {
    const db = getDb()
    const day = new Date('2026-11-23T10:00:00Z')
    await recordPageView(db, '/faq', day)
    await recordPageView(db, '/faq/', day)
    expect(await recordPageView(db, '/login', day)).toBe(false)
    const rows = await db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.day, '2026-11-23')))
    expect(rows).toEqual([{ path: '/faq', day: '2026-11-23', count: 2 }])
  })
})
