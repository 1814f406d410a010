import { classifyHost, isLoopbackHost, mainOrigin, type ProductSite, publicHostOf } from '@/lib/hosts'
import type { AppConfig } from '~/app.config'

/**
 * The gate every request passes in the server entry (decision 007), before Start sees it:
 * - a request for a host that is neither PRODUCT_HOST nor one of its subdomains (an IP address, an
 *   unknown domain, no Host at all) gets 421 Misdirected Request; loopback names are the main host
 *   in development only;
 * - an absolute-form request target (`GET http://a.example/ HTTP/1.1`) whose host disagrees with
 *   the Host header gets 421;
 * - X-Forwarded-For and X-Forwarded-Host are read only when TRUSTED_PROXY says how many proxies
 *   stand in front, and every X-Forwarded-* / Forwarded header is removed before the app runs, so
 *   nothing downstream can read a value a client wrote;
 * - what passes carries a URL and Host rebuilt from configuration (PRODUCT_SCHEME, PRODUCT_HOST's
 *   name and port, the school label): code after this point that reads `request.url` or `Host`
 *   sees the public origin, never the request's own.
 * `GET /api/health` (liveness) and `GET /api/ready` (readiness) answer on any host: load balancers
 * and orchestrators probe by IP, and they say nothing but "ok" or why not.
 */
export interface HostPolicy extends ProductSite {
  /** localhost, 127.0.0.1 and [::1] count as the main host (development only). */
  allowLoopback: boolean
  /** Proxies in front whose X-Forwarded-For / -Host are believed; 0 reads neither. */
  trustedProxyHops: number
}

export function hostPolicy(config: AppConfig): HostPolicy {
  return {
    productHost: config.productHost,
    productScheme: config.productScheme,
    allowLoopback: config.env === 'development',
    trustedProxyHops: config.trustedProxyHops,
  }
}

export type Admission = { ok: true; request: Request } | { ok: false; response: Response }

/** Paths answered on any host, untouched. */
const ANY_HOST_PATHS = new Set(['/api/health', '/api/ready'])

const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]

function misdirected(policy: ProductSite): Response {
  return new Response(
    `421 Misdirected Request\n\nThis server does not answer for that address. CodeSchool is at ${mainOrigin(policy)}/\n`,
    {
      status: 421,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    },
  )
}

/** The entry `hops` from the right of a comma-separated header: the one the outermost trusted proxy wrote. */
function trustedHopValue(value: string | null, hops: number): string | null {
  if (!value || hops <= 0) return null
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return list[Math.max(0, list.length - hops)] ?? null
}

/** Host header values compared as URL hosts (case, default port). */
function sameHost(a: string, b: string, protocol: string): boolean {
  try {
    return new URL(`${protocol}//${a}`).host === new URL(`${protocol}//${b}`).host
  } catch {
    return false
  }
}

export function admitRequest(request: Request, policy: HostPolicy): Admission {
  const url = new URL(request.url)
  if (ANY_HOST_PATHS.has(url.pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
    return { ok: true, request }
  }
  const hostHeader = request.headers.get('host')?.trim() ?? ''
  // The URL's host is the request target's when it was absolute-form, else the Host header's.
  if (!hostHeader || !sameHost(url.host, hostHeader, url.protocol))
    return { ok: false, response: misdirected(policy) }

  const hops = policy.trustedProxyHops
  const claimedHost = trustedHopValue(request.headers.get('x-forwarded-host'), hops) ?? hostHeader
  let info = classifyHost(claimedHost, policy.productHost)
  if (info.kind === 'unknown' && policy.allowLoopback && isLoopbackHost(claimedHost)) info = { kind: 'main' }
  const publicHost = publicHostOf(info, policy.productHost)
  if (!publicHost) return { ok: false, response: misdirected(policy) }

  const publicUrl = `${policy.productScheme}://${publicHost}${url.pathname}${url.search}`
  const forwardedFor = trustedHopValue(request.headers.get('x-forwarded-for'), hops)
  const carriesForwarded = FORWARDED_HEADERS.some((name) => request.headers.has(name))
  if (publicUrl === request.url && hostHeader === publicHost && !carriesForwarded)
    return { ok: true, request }

  const headers = new Headers(request.headers)
  for (const name of FORWARDED_HEADERS) headers.delete(name)
  headers.set('host', publicHost)
  return { ok: true, request: publicView(request, { url: publicUrl, headers, ip: forwardedFor }) }
}

interface PublicParts {
  url: string
  headers: Headers
  /** The client's address as the trusted proxy reported it; null keeps the socket's. */
  ip: string | null
}

/**
 * The request with its URL, headers and client IP replaced. A Proxy, like the body limit's, so
 * everything else (the body stream, srvx's fields) stays the original's.
 */
function publicView(request: Request, parts: PublicParts): Request {
  return new Proxy(request, {
    get(target, prop) {
      if (prop === 'url') return parts.url
      if (prop === 'headers') return parts.headers
      if (prop === 'ip' && parts.ip) return parts.ip
      if (prop === 'clone')
        return () => publicView(target.clone(), { ...parts, headers: new Headers(parts.headers) })
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
