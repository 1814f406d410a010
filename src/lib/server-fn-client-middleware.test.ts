// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient } from './api-client'
import { HttpError } from './http-error'
import { serverFnClientMiddleware } from './server-fn-client-middleware'

/**
 * Decision 183: server functions stay at Start's `/_serverFn/` on the page's origin, and keep the
 * rest of SPEC §7 and §8 through this middleware. This drives its client side the way Start does:
 * `next` is handed the headers and the fetch Start then uses for the call.
 */

type Client = (options: {
  method: string
  next: (context: { headers: Record<string, string>; fetch: typeof fetch }) => Promise<unknown>
}) => Promise<unknown>
const client = (serverFnClientMiddleware as unknown as { options: { client: Client } }).options.client

const SERVER_FN_URL = '/_serverFn/3f2a'

interface Sent {
  url: string
  init: RequestInit
}

/** Calls a server function through the middleware; the server answers `answers` in turn. */
async function call(method: 'GET' | 'POST', answers: (() => Response)[]) {
  const sent: Sent[] = []
  let headers: Record<string, string> = {}
  configureApiClient({
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      const answer = answers[Math.min(sent.length, answers.length) - 1]
      if (!answer) throw new Error('No answer')
      return answer()
    }) as typeof fetch,
  })
  const result = client({
    method,
    next: async (context) => {
      headers = context.headers
      return context.fetch(SERVER_FN_URL, { method, headers: { ...context.headers } })
    },
  })
  return { result, sent, headers: () => headers }
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are plain cookies
  document.cookie = cookie
}

const onUnauthorized = vi.fn()
beforeEach(() => {
  setCookie('account=demo')
  setCookie('profile=5d3c8f0e-2a41-4b7e-9d6a-0c1e2f3a4b5c')
  configureApiClient({ apiBase: 'https://api.example.test/v2/', onUnauthorized })
})
afterEach(() => {
  setCookie('account=; Max-Age=0')
  setCookie('profile=; Max-Age=0')
  configureApiClient({ apiBase: '/api/', onUnauthorized: () => {} })
  onUnauthorized.mockReset()
})

describe('server functions beside the API base (SPEC §7, decision 183)', () => {
  it('stay on the page’s origin, with credentials and the account and profile headers; Start keeps its Accept', async () => {
    const { result, sent, headers } = await call('POST', [() => Response.json({ ok: true })])
    const response = (await result) as Response
    expect(await response.json()).toEqual({ ok: true })
    expect(sent).toHaveLength(1)
    // Not moved under API_BASE, which is the base of the REST calls only.
    expect(sent[0]?.url).toBe(SERVER_FN_URL)
    expect(sent[0]?.init.credentials).toBe('include')
    expect(headers()).toEqual({
      'X-Account': 'demo',
      'X-Profile': '5d3c8f0e-2a41-4b7e-9d6a-0c1e2f3a4b5c',
    })
  })

  it('retry a GET once and a POST never (SPEC §7)', async () => {
    const busy = () => new Response('', { status: 503, headers: { 'retry-after': '0' } })
    const ok = () => Response.json({ ok: true })
    const get = await call('GET', [busy, ok])
    expect(((await get.result) as Response).ok).toBe(true)
    expect(get.sent).toHaveLength(2)
    const post = await call('POST', [busy, ok])
    await expect(post.result).rejects.toMatchObject({ status: 503 })
    expect(post.sent).toHaveLength(1)
  })

  it('turn a failed answer that is not Start’s into the spec’s error, and sign out on 401 (SPEC §8)', async () => {
    const proxy = await call('POST', [() => new Response('<html>Bad gateway</html>', { status: 502 })])
    const error = await proxy.result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 502, message: 'An unknown error occurred during the request.' })
    expect(onUnauthorized).not.toHaveBeenCalled()

    const expired = await call('POST', [() => Response.json({ message: 'Sign in again.' }, { status: 401 })])
    await expect(expired.result).rejects.toMatchObject({ status: 401, message: 'Sign in again.' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
