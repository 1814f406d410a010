/**
 * Which host a request is for, and the origins the app writes into links. Pure; used on both
 * sides. Origins come only from configuration (decision 007): PRODUCT_HOST and PRODUCT_SCHEME.
 */
export type HostInfo =
  | { kind: 'main' }
  | { kind: 'school'; subdomain: string }
  | { kind: 'canva' }
  | { kind: 'unknown'; host: string }

export type ProductScheme = 'http' | 'https'

/** Where the product is published (AppConfig and the browser's PublicConfig both have these). */
export interface ProductSite {
  productHost: string
  productScheme: ProductScheme
}

/** `npm start`'s site: only a fallback for the browser before the request context has loaded. */
export const LOCAL_SITE: ProductSite = { productHost: 'localhost:3000', productScheme: 'http' }

const CANVA_SUBDOMAIN = 'canva'

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The host name of a Host header value: lower case, without the port; IPv6 keeps its brackets. */
function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  const colon = trimmed.lastIndexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

const isIpAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[')

/**
 * Classifies a Host header against the product host. Ports are ignored so the same rules hold for
 * the dev server, the production build and tests on other ports. Only the product host is the
 * main host: an IP address, a missing host or another name is `unknown` (the server entry refuses
 * those with 421 before anything else runs).
 */
export function classifyHost(host: string | null | undefined, productHost: string): HostInfo {
  const hostname = hostnameOf(host ?? '')
  const product = hostnameOf(productHost)
  if (hostname === product && hostname !== '') return { kind: 'main' }
  const suffix = `.${product}`
  if (isIpAddress(hostname) || !hostname.endsWith(suffix)) return { kind: 'unknown', host: hostname }
  const label = hostname.slice(0, -suffix.length)
  if (label === CANVA_SUBDOMAIN) return { kind: 'canva' }
  if (!/^[a-z0-9-]{1,63}$/.test(label)) return { kind: 'unknown', host: hostname }
  return { kind: 'school', subdomain: label }
}

/** localhost, 127.0.0.1 or [::1], any port: this machine (allowed as the main host in development). */
export function isLoopbackHost(host: string | null | undefined): boolean {
  return LOOPBACK_HOSTNAMES.has(hostnameOf(host ?? ''))
}

/** A school's host as children type it, e.g. demo.codeschool.example (with the product's port). */
export function schoolHostName(subdomain: string, productHost: string): string {
  return `${subdomain}.${productHost}`
}

/** The configured host:port a classified host stands for (the port of PRODUCT_HOST, never the request's). */
export function publicHostOf(info: HostInfo, productHost: string): string | null {
  if (info.kind === 'main') return productHost
  if (info.kind === 'school') return schoolHostName(info.subdomain, productHost)
  if (info.kind === 'canva') return schoolHostName(CANVA_SUBDOMAIN, productHost)
  return null
}

/** The origin of the main host, e.g. https://codeschool.example. */
export function mainOrigin(site: ProductSite): string {
  return `${site.productScheme}://${site.productHost}`
}

/** The origin of a school's pages, e.g. https://demo.codeschool.example. */
export function schoolOrigin(subdomain: string, site: ProductSite): string {
  return `${site.productScheme}://${schoolHostName(subdomain, site.productHost)}`
}

/** Where a page is: the main host or a school's. */
export type Place = { kind: 'main' } | { kind: 'school'; subdomain: string }
