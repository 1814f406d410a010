import { type CookieSpec, serializeCookie } from '@/server/auth/auth-cookies'
import type { Db } from '@/server/db/client'
import { appConfig } from '~/app.config'
import { parseSetCookie } from '../../e2e/support/browser'

/**
 * For integration tests of the request-level auth operations (those that read the Host header and
 * the cookies, and call getDb()): the process-wide database becomes the suite's test database, and
 * a small cookie jar per host plays the browser. Everything else is real.
 */
const processDbKey = Symbol.for('codeschool.processDb')
const holder = globalThis as typeof globalThis & { [processDbKey]?: { ready: Promise<unknown> } }

/** getDb() answers `db` until the returned function is called. */
export function serveFrom(db: Db): () => void {
  const before = holder[processDbKey]
  holder[processDbKey] = { ready: Promise.resolve({ db, kind: 'pglite', close: async () => {} }) }
  return () => {
    if (before) holder[processDbKey] = before
    else delete holder[processDbKey]
  }
}

export const productHost = () => appConfig().productHost
export const schoolHost = (subdomain: string) => `${subdomain}.${productHost()}`

interface StoredCookie {
  value: string
  /** Set with Domain=: sent to that host and its subdomains. */
  domain: string | null
}

/**
 * What a browser keeps: cookies per host (host-only unless the Set-Cookie had a Domain, then the
 * host and its subdomains). Domain cookies are kept as a browser with a real product domain would.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, StoredCookie>>()

  /** Keeps what a response to `host` set (the cookies go through the real Set-Cookie text). */
  take(host: string, cookies: CookieSpec[]): void {
    for (const header of cookies.map(serializeCookie)) {
      const cookie = parseSetCookie(header)
      const domain = /;\s*domain=([^;]+)/i.exec(header)?.[1]?.trim().toLowerCase() ?? null
      const key = domain ? `.${domain}` : host.split(':')[0]!
      const jar = this.byHost.get(key) ?? new Map<string, StoredCookie>()
      if (cookie.maxAge === 0) jar.delete(cookie.name)
      else jar.set(cookie.name, { value: cookie.value, domain })
      this.byHost.set(key, jar)
    }
  }

  /** The Cookie header the browser sends to `host`. */
  header(host: string): string {
    const hostname = host.split(':')[0]!
    const pairs: string[] = []
    for (const [key, jar] of this.byHost) {
      const matches = key.startsWith('.')
        ? hostname === key.slice(1) || hostname.endsWith(key)
        : hostname === key
      if (!matches) continue
      for (const [name, cookie] of jar) pairs.push(`${name}=${encodeURIComponent(cookie.value)}`)
    }
    return pairs.join('; ')
  }

  value(host: string, name: string): string | null {
    const found = this.header(host)
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
    return found ? decodeURIComponent(found.slice(name.length + 1)) : null
  }

  /** A browser that refuses Domain cookies (Chromium on *.localhost): forget them. */
  dropDomainCookies(): void {
    for (const key of [...this.byHost.keys()]) if (key.startsWith('.')) this.byHost.delete(key)
  }
}

/** A request from this jar's browser to `host`. */
export function requestTo(
  jar: CookieJar,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://${host}${path}`, {
    method: init.method ?? 'POST',
    headers: { host, cookie: jar.header(host), ...init.headers },
  })
}
