import { describe, expect, it } from 'vitest'
import {
  HSTS_HEADER_VALUE,
  newCspNonce,
  RESOURCE_CSP,
  type SecurityHeaderSettings,
  securityHeaderSettings,
  withSecurityHeaders,
} from './security-headers'

const http: SecurityHeaderSettings = { productScheme: 'http', development: false, reportOrigins: [] }
const https: SecurityHeaderSettings = { ...http, productScheme: 'https' }

const html = () =>
  new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })

/** The directives of a policy, by name. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('security headers (decision 080)', () => {
  it('gives a page a script policy that needs this response’s nonce, and no inline or eval', () => {
    const page = withSecurityHeaders(html(), http, 'bm9uY2U=')
    const csp = directives(page.headers.get('content-security-policy'))
    expect(csp.get('script-src')).toEqual(["'nonce-bm9uY2U='", "'strict-dynamic'", "'self'"])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  it('sends nosniff, no framing, a referrer and a permissions policy on every response', () => {
    for (const response of [html(), Response.json({ ok: true }), new Response('421', { status: 421 })]) {
      const headers = withSecurityHeaders(response, http, 'n').headers
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('referrer-policy')).toBe('same-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('gives anything that is not a page a policy that allows nothing (PDFs none: Chrome’s viewer)', () => {
    const json = withSecurityHeaders(Response.json({ ok: true }), http, 'n')
    expect(json.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
    const svg = withSecurityHeaders(
      new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
      http,
      null,
    )
    expect(svg.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
    const pdf = withSecurityHeaders(
      new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } }),
      http,
      null,
    )
    expect(pdf.headers.get('content-security-policy')).toBeNull()
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff')
    // A page without a nonce (none was made for it) is not given a script policy it cannot meet.
    expect(withSecurityHeaders(html(), http, null).headers.get('content-security-policy')).toBe(RESOURCE_CSP)
  })

  it('keeps a policy the response brings (the runner frame)', () => {
    const frame = new Response('<p>', {
      headers: {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'none'",
        'x-frame-options': 'SAMEORIGIN',
      },
    })
    const headers = withSecurityHeaders(frame, http, 'n').headers
    expect(headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('adds HSTS only when the public scheme is https, also to immutable responses (redirects)', () => {
    expect(withSecurityHeaders(html(), http, 'n').headers.get('strict-transport-security')).toBeNull()
    expect(withSecurityHeaders(html(), https, 'n').headers.get('strict-transport-security')).toBe(
      HSTS_HEADER_VALUE,
    )
    const redirect = withSecurityHeaders(Response.redirect('https://codeschool.app/login', 302), https, 'n')
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('https://codeschool.app/login')
    expect(redirect.headers.get('strict-transport-security')).toBe(HSTS_HEADER_VALUE)
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets pages report to Sentry, and Vite’s HMR socket in development only', () => {
    const settings = securityHeaderSettings({
      env: 'production',
      productScheme: 'https',
      sentry: { dsn: 'https://key@o1.ingest.sentry.io/42' },
    })
    const production = directives(
      withSecurityHeaders(html(), settings, 'n').headers.get('content-security-policy'),
    )
    expect(production.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.io'])
    const dev = securityHeaderSettings({ env: 'development', productScheme: 'http', sentry: { dsn: '' } })
    const development = directives(
      withSecurityHeaders(html(), dev, 'n').headers.get('content-security-policy'),
    )
    expect(development.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
  })

  it('lets forms lead only to the sign-in providers set up on this server and the main host', () => {
    const formAction = (signInProviders: Record<string, { issuer: string; clientId: string }>) =>
      directives(
        withSecurityHeaders(
          html(),
          securityHeaderSettings({
            env: 'production',
            productScheme: 'https',
            sentry: { dsn: '' },
            productHost: 'codeschool.example',
            signInProviders,
          }),
          'n',
        ).headers.get('content-security-policy'),
      ).get('form-action')
    expect(formAction({ google: { issuer: 'https://accounts.google.com', clientId: '' } })).toEqual([
      "'self'",
    ])
    expect(
      formAction({
        google: { issuer: 'https://accounts.google.com', clientId: 'id' },
        microsoft: { issuer: 'https://login.microsoftonline.com/common/v2.0', clientId: 'id' },
      }),
    ).toEqual([
      "'self'",
      'https://codeschool.example',
      'https://accounts.google.com',
      'https://login.microsoftonline.com',
    ])
  })

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newCspNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })
})
