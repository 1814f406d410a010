import { expect, it } from 'vitest'
import { redirectRules } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { countQueries } from '@/test/query-count'
import { consoleRedirectRules, forgetRedirectRules } from './redirect-rules-cache'

describeEachDatabase('path redirects kept per process', (getDb) => {
  it('reads the rules once per 10 s, and again at once after the console changed them', async () => {
    const counted = countQueries(getDb())
    const start = Date.now()
    await counted.db.insert(redirectRules).values({ fromPath: '/old-page', toTarget: '/faq' })
    counted.reset()
    expect(await consoleRedirectRules(counted.db, start)).toEqual([{ from: '/old-page', to: '/faq' }])
    expect(await consoleRedirectRules(counted.db, start + 9_000)).toHaveLength(1)
    expect(counted.count).toBe(1)

    // Another instance's change shows once the copy is 10 s old.
    await counted.db.insert(redirectRules).values({ fromPath: '/older-page', toTarget: '/faq' })
    counted.reset()
    expect(await consoleRedirectRules(counted.db, start + 10_000)).toHaveLength(2)
    expect(counted.count).toBe(1)

    // A change made in this process shows on the next request.
    await counted.db.delete(redirectRules)
    forgetRedirectRules(counted.db)
    counted.reset()
    expect(await consoleRedirectRules(counted.db, start + 10_001)).toEqual([])
    expect(counted.count).toBe(1)
  })
})
