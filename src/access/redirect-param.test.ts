import { describe, expect, it } from 'vitest'
import { matchPathRedirect } from './path-redirects'
import { safeRedirectPath } from './redirect-param'

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/groups', '/dashboard/groups'],
    ['/dashboard/groups?tab=2#top', '/dashboard/groups?tab=2#top'],
    ['/a/../b', '/b'],
    ['/free-lessons/%E2%9C%93', '/free-lessons/%E2%9C%93'],
  ])('keeps %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/x',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    'dashboard',
    '',
    null,
    undefined,
    ['/dashboard'],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })
})

describe('matchPathRedirect', () => {
  const rules = [
    { from: '/old', to: '/new?x=1' },
    { from: '/loop', to: '/loop' },
    { from: '/docs/*', to: 'http://docs.example/' },
    { from: '/bad', to: '//evil.example' },
  ]
  it('matches exact paths, ignoring a trailing slash', () => {
    expect(matchPathRedirect('/old/', rules)).toEqual({ kind: 'internal', to: '/new?x=1' })
    expect(matchPathRedirect('/older', rules)).toBeNull()
  })
  it('matches a prefix rule and its root', () => {
    expect(matchPathRedirect('/docs', rules)).toEqual({ kind: 'external', href: 'http://docs.example/' })
    expect(matchPathRedirect('/docs/a/b', rules)).toEqual({ kind: 'external', href: 'http://docs.example/' })
    expect(matchPathRedirect('/docsx', rules)).toBeNull()
  })
  it('ignores a rule that points at itself or off-origin without a scheme', () => {
    expect(matchPathRedirect('/loop', rules)).toBeNull()
    expect(matchPathRedirect('/bad', rules)).toBeNull()
  })
})
