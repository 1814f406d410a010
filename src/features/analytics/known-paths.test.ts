import { describe, expect, it } from 'vitest'
import { type PageRouteId, routeAccess } from '@/access/route-access'
import { matchKnownPath, patternOf } from './known-paths'

const id = '0b8f4a52-9e55-4d6a-9e0b-3f2a1c9d8e7f'
const otherId = '5d2c1b0a-1111-4222-8333-944455556666'

describe('known paths', () => {
  it('recognises every page of the route table by its own URL', () => {
    const pages = (Object.keys(routeAccess) as PageRouteId[]).filter((routeId) => {
      const rule = routeAccess[routeId] as { layout?: true; serverRoute?: true }
      return !rule.layout && !rule.serverRoute && !routeId.endsWith('/$')
    })
    expect(pages.length).toBeGreaterThan(40)
    for (const routeId of pages) {
      const url = patternOf(routeId).path.replace(/\$[A-Za-z]+/g, id)
      expect(matchKnownPath(url)?.routeId, url).toBe(routeId)
    }
  })

  it('stores a route by its pattern, so ids never make new paths', () => {
    expect(matchKnownPath(`/dashboard/groups/${id}`)?.path).toBe('/dashboard/groups/$groupUUID')
    expect(matchKnownPath(`/dashboard/groups/${otherId}/`)?.path).toBe('/dashboard/groups/$groupUUID')
    expect(matchKnownPath('/dashboard/groups/new')?.path).toBe('/dashboard/groups/new')
    expect(matchKnownPath('/dashboard/groups/')?.path).toBe('/dashboard/groups')
    expect(matchKnownPath('/')?.path).toBe('/')
    expect(matchKnownPath('/FAQ?x=1')?.path).toBe('/faq')
  })

  it('leaves everything else to a catch-all route, which is not a page by itself', () => {
    expect(matchKnownPath('/wp-admin/setup.php')).toMatchObject({
      routeId: '/_public/$',
      splat: 'wp-admin/setup.php',
    })
    expect(matchKnownPath(`/files/${id}`)).toMatchObject({ routeId: '/_public/$' })
    expect(matchKnownPath('/api/health')).toMatchObject({ routeId: '/_public/$' })
    expect(matchKnownPath(`/dashboard/groups/${id}/extra`)).toMatchObject({ routeId: '/dashboard/$' })
    expect(matchKnownPath('/%E0%A4%A')).toBeNull()
  })
})
