/** What a request's Host header says about where the visitor is. Pure; used on both sides. */
export type HostInfo =
  | { kind: 'main' }
  | { kind: 'school'; subdomain: string }
  | { kind: 'canva' }
  | { kind: 'unknown'; host: string }

const CANVA_SUBDOMAIN = 'canva'

function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  const colon = trimmed.lastIndexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

/**
 * Classifies a Host header against the product host. Ports are ignored so the same
 * rules hold for the dev server, the production build and tests on other ports.
 * An IP address or the bare product host is the main host.
 */
export function classifyHost(host: string | null | undefined, productHost: string): HostInfo {
  const hostname = hostnameOf(host ?? '')
  const product = hostnameOf(productHost)
  if (hostname === '' || hostname === product || /^[\d.]+$/.test(hostname) || hostname === '[::1]') {
    return { kind: 'main' }
  }
  const suffix = `.${product}`
  if (!hostname.endsWith(suffix)) return { kind: 'unknown', host: hostname }
  const label = hostname.slice(0, -suffix.length)
  if (label === CANVA_SUBDOMAIN) return { kind: 'canva' }
  if (!/^[a-z0-9-]{1,63}$/.test(label)) return { kind: 'unknown', host: hostname }
  return { kind: 'school', subdomain: label }
}

/** The origin of a school's pages, keeping the product host's port. */
export function schoolOrigin(subdomain: string, productHost: string, protocol = 'http:'): string {
  return `${protocol}//${subdomain}.${productHost}`
}

export function mainOrigin(productHost: string, protocol = 'http:'): string {
  return `${protocol}//${productHost}`
}
