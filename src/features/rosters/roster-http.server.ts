import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { appConfig } from '~/app.config'

/**
 * HTTP for roster sources (OneRoster REST, Google Classroom): JSON over https with retries. A 429
 * waits for its Retry-After (at most a minute), a 5xx or a lost connection for 1, 2, 4, 8 s; the
 * same page is asked again, so a sync resumes where it was. A school's own server address may not
 * be a private or loopback one unless ROSTER_PRIVATE_HOSTS allows it: an admin's URL cannot reach
 * into this server's network.
 */
export class RosterSourceError extends Error {}

export interface RosterHttpOptions {
  /** Tests: no real waiting. */
  sleep?: (ms: number) => Promise<void>
  attempts?: number
  signal?: AbortSignal
  /** Tests with a local stand-in: private addresses allowed whatever the configuration says. */
  allowPrivateHosts?: boolean
  /** Records per page (OneRoster REST). */
  pageSize?: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function privateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase()
    if (lower.startsWith('::ffff:')) return privateAddress(lower.slice(7))
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
  }
  const [a, b] = address.split('.').map(Number) as [number, number]
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}

/** Refuses a URL that is not https, or whose host is a private address (unless allowed). */
export async function checkSourceUrl(
  url: string,
  allowPrivate = appConfig().rosters.privateHosts,
): Promise<void> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new RosterSourceError(`"${url}" is not an address.`)
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    throw new RosterSourceError(`${parsed.origin} must start with https://.`)
  }
  if (allowPrivate) return
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address)
  } catch {
    throw new RosterSourceError(`${parsed.hostname} cannot be found. Check the address.`)
  }
  if (addresses.some(privateAddress)) {
    throw new RosterSourceError(
      `${parsed.hostname} is an address inside a private network; use the server's public address.`,
    )
  }
}

/** GET or POST with the retries above; the parsed JSON body and the response's headers. */
export async function rosterFetch(
  url: string,
  init: RequestInit,
  options: RosterHttpOptions = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const sleep = options.sleep ?? wait
  const attempts = options.attempts ?? 5
  let last = ''
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (options.signal?.aborted) throw options.signal.reason
    let response: Response
    try {
      response = await fetch(url, { ...init, redirect: 'error', signal: options.signal ?? null })
    } catch (error) {
      if (options.signal?.aborted) throw error
      last = `could not be reached (${(error as Error).message})`
      await sleep(1000 * 2 ** attempt)
      continue
    }
    if (response.status === 429) {
      const after = Number(response.headers.get('retry-after'))
      last = 'answered 429 (too many requests)'
      await response.body?.cancel()
      await sleep(Math.min(60_000, Number.isFinite(after) && after > 0 ? after * 1000 : 1000 * 2 ** attempt))
      continue
    }
    if (response.status >= 500) {
      last = `answered ${response.status}`
      await response.body?.cancel()
      await sleep(1000 * 2 ** attempt)
      continue
    }
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      throw new RosterSourceError(`${new URL(url).origin} answered something that is not JSON.`)
    }
    return { status: response.status, body, headers: response.headers }
  }
  throw new RosterSourceError(`${new URL(url).origin} ${last} ${attempts} times in a row.`)
}
