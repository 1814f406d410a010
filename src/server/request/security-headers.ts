import type { ProductScheme } from '@/lib/hosts'

/**
 * The security headers of every response the server sends (decision 080): pages, API routes,
 * server functions, the host gate's 421s and, in `npm start`, the static files. Erasable
 * TypeScript with no runtime imports, because `scripts/start.ts` loads it directly in Node.
 *
 * - Pages (text/html) get a Content-Security-Policy whose scripts need this response's nonce;
 *   Start stamps the nonce on every script it renders (router option `ssr.nonce`, see
 *   `src/router.tsx`), and scripts those load are trusted through 'strict-dynamic'.
 * - Everything else gets a policy that allows nothing: JSON needs none, and an uploaded SVG or a
 *   file opened on its own can run no script and be framed by no one.
 * - A response that brings its own policy keeps it (the runner frame, `runner-frame.ts`).
 */
export interface SecurityHeaderSettings {
  productScheme: ProductScheme
  /** `vite dev`: Vite's HMR talks over a WebSocket. */
  development: boolean
  /** Where the browser may send monitoring data (the Sentry DSN's origin), if anywhere. */
  reportOrigins: string[]
  /**
   * Where a form may lead besides this origin: the sign-in providers set up on this server (the
   * "Sign in with Google" form redirects there) and the main host, which their callback is on.
   */
  formActionOrigins?: string[]
}

export function securityHeaderSettings(config: {
  env: string
  productScheme: ProductScheme
  sentry: { dsn: string }
  productHost?: string
  signInProviders?: Record<string, { issuer: string; clientId: string }>
}): SecurityHeaderSettings {
  const providers = Object.values(config.signInProviders ?? {}).filter((provider) => provider.clientId)
  return {
    productScheme: config.productScheme,
    development: config.env === 'development',
    reportOrigins: config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : [],
    formActionOrigins:
      providers.length > 0 && config.productHost
        ? [
            `${config.productScheme}://${config.productHost}`,
            ...new Set(providers.map((provider) => new URL(provider.issuer).origin)),
          ]
        : [],
  }
}

/**
 * Strict-Transport-Security (decision 007), when the configured scheme is https, whatever scheme
 * the request arrived on (behind a TLS-terminating proxy the app sees plain http). One year,
 * school subdomains included; not preloaded, so a deployment can still leave https.
 */
export const HSTS_HEADER_VALUE = 'max-age=31536000; includeSubDomains'

/** Powerful features no screen of the app uses; nothing embedded may ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ')

/** For responses that are not pages: nothing may load, run or frame them. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

function pageCsp(nonce: string, settings: SecurityHeaderSettings): string {
  const connect = ["'self'", ...settings.reportOrigins, ...(settings.development ? ['ws:', 'wss:'] : [])]
  return [
    "default-src 'self'",
    // 'self' only for browsers without 'strict-dynamic' (CSP 2); the others ignore it.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    // React style attributes, Blockly's and CodeMirror's injected <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // Sentry's replay compresses in a blob: worker.
    "worker-src 'self' blob:",
    // The code runner's sandboxed frame (/runner-frame).
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...(settings.formActionOrigins ?? [])].join(' '),
    "frame-ancestors 'none'",
  ].join('; ')
}

const contentType = (response: Response) => response.headers.get('content-type')?.toLowerCase() ?? ''
const isHtml = (response: Response) => contentType(response).startsWith('text/html')
/** Chrome's PDF viewer does not run under a restrictive policy (decision 032): PDFs get none. */
const isPdf = (response: Response) => contentType(response).startsWith('application/pdf')

/** Adds the headers; a header the response already has is kept. */
export function withSecurityHeaders(
  response: Response,
  settings: SecurityHeaderSettings,
  nonce: string | null,
): Response {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  }
  if (!isPdf(response)) {
    headers['content-security-policy'] = isHtml(response) && nonce ? pageCsp(nonce, settings) : RESOURCE_CSP
  }
  if (settings.productScheme === 'https') headers['strict-transport-security'] = HSTS_HEADER_VALUE
  try {
    setMissing(response.headers, headers)
    return response
  } catch {
    // Responses from fetch() or Response.redirect() have immutable headers: copy those.
    const copy = new Response(response.body, response)
    setMissing(copy.headers, headers)
    return copy
  }
}

function setMissing(target: Headers, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (!target.has(name)) target.set(name, value)
  }
}
