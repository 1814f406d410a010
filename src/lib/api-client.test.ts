import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiRequest,
  buildApiUrl,
  configureApiClient,
  defaultRetries,
  fieldErrorsOf,
  RETRY_STATUSES,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client'
import { HttpError } from './http-error'

type Call = { url: string; init: RequestInit }

function fakeFetch(responses: Array<Response | Error>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const next = responses.shift()
    if (!next) throw new Error('no more responses')
    if (next instanceof Error) throw next
    return next
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

let onUnauthorized: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  onUnauthorized = vi.fn<() => void>()
  configureApiClient({
    apiBase: '/api/',
    onUnauthorized,
    cookieHeader: () => 'account=demo; profile=11111111-1111-4111-8111-111111111111; other=x',
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('headers and body (SPEC §7)', () => {
  it('sends Accept, X-Account and X-Profile from the cookies, with credentials', async () => {
    const { fetch, calls } = fakeFetch([json(200, { ok: true })])
    configureApiClient({ fetch })
    await expect(apiRequest('auth/profile')).resolves.toEqual({ ok: true })
    expect(calls[0]?.url).toBe('/api/auth/profile')
    expect(calls[0]?.init.credentials).toBe('include')
    expect(calls[0]?.init.headers).toMatchObject({
      Accept: 'application/json',
      'X-Account': 'demo',
      'X-Profile': '11111111-1111-4111-8111-111111111111',
    })
  })

  it('leaves the headers out when there are no cookies', async () => {
    const { fetch, calls } = fakeFetch([json(200, {})])
    configureApiClient({ fetch, cookieHeader: () => '' })
    await apiRequest('x')
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json' })
  })

  it('sends JSON bodies and FormData as they are', async () => {
    const { fetch, calls } = fakeFetch([json(200, {}), json(200, {})])
    configureApiClient({ fetch })
    await apiRequest('auth/login', { method: 'POST', body: { email: 'a@b.c' } })
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}')
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' })
    const form = new FormData()
    form.set('file', 'x')
    await apiRequest('upload', { method: 'POST', body: form })
    expect(calls[1]?.init.body).toBe(form)
    expect(calls[1]?.init.headers).not.toHaveProperty('Content-Type')
  })

  it('applies params and query', () => {
    expect(
      buildApiUrl('classes/{groupUUID}/members', { params: { groupUUID: 'a b' }, query: { page: 2 } }),
    ).toBe('/api/classes/a%20b/members?page=2')
    expect(buildApiUrl('/classes/:id', { params: { id: '7', sort: 'name' } })).toBe(
      '/api/classes/7?sort=name',
    )
    expect(buildApiUrl('x', { query: { a: [1, 2], b: null, c: undefined } }, 'https://api.example/v1/')).toBe(
      'https://api.example/v1/x?a=1&a=2',
    )
  })
})

describe('errors (SPEC §7, §8)', () => {
  it.each([400, 403, 404, 418, 422, 499, 500, 599])('raises an HttpError for %i', async (status) => {
    const { fetch } = fakeFetch([
      json(status, { message: 'Nope', errors: [{ field: 'name', message: 'Too long' }] }),
    ])
    configureApiClient({ fetch })
    const error = await apiRequest('x', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status, message: 'Nope', errors: [{ field: 'name', message: 'Too long' }] })
  })

  it('uses the unknown-error message when the body has none', async () => {
    const { fetch } = fakeFetch([new Response('<html>bad gateway</html>', { status: 502 })])
    configureApiClient({ fetch })
    await expect(apiRequest('x', { method: 'POST' })).rejects.toMatchObject({
      status: 502,
      message: UNKNOWN_ERROR_MESSAGE,
    })
    expect(UNKNOWN_ERROR_MESSAGE).toBe('An unknown error occurred during the request.')
  })

  it('reads errors given as a map', () => {
    expect(fieldErrorsOf({ email: 'Taken', password: ['Short', 'Common'] })).toEqual([
      { field: 'email', message: 'Taken' },
      { field: 'password', message: 'Short' },
      { field: 'password', message: 'Common' },
    ])
  })

  it('signs out and goes home on a 401, then rethrows', async () => {
    const { fetch } = fakeFetch([json(401, { message: 'Please sign in.' })])
    configureApiClient({ fetch })
    await expect(apiRequest('classes')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not sign out on a 401 from auth/profile', async () => {
    const { fetch } = fakeFetch([json(401, { message: 'Please sign in.' })])
    configureApiClient({ fetch })
    await expect(apiRequest('auth/profile')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('retry policy (SPEC §7)', () => {
  it('retries exactly the listed statuses', () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it('defaults to one retry for GET and none for writes', () => {
    expect(defaultRetries('GET')).toBe(1)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(defaultRetries(method)).toBe(0)
  })

  it.each(RETRY_STATUSES)('retries a GET once on %i', async (status) => {
    const { fetch, calls } = fakeFetch([json(status, {}), json(200, { ok: 1 })])
    configureApiClient({ fetch })
    await expect(apiRequest('x', { retryDelay: 0 })).resolves.toEqual({ ok: 1 })
    expect(calls).toHaveLength(2)
  })

  it('gives up after one retry', async () => {
    const { fetch, calls } = fakeFetch([json(503, {}), json(503, { message: 'Down' })])
    configureApiClient({ fetch })
    await expect(apiRequest('x', { retryDelay: 0 })).rejects.toMatchObject({ status: 503, message: 'Down' })
    expect(calls).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 422, 501])('does not retry %i', async (status) => {
    const { fetch, calls } = fakeFetch([json(status, {})])
    configureApiClient({ fetch })
    await expect(apiRequest('auth/profile', { retryDelay: 0 })).rejects.toBeInstanceOf(HttpError)
    expect(calls).toHaveLength(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('does not retry %s by default', async (method) => {
    const { fetch, calls } = fakeFetch([json(503, {})])
    configureApiClient({ fetch })
    await expect(apiRequest('x', { method, retryDelay: 0 })).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
  })

  it('retries a write when asked', async () => {
    const { fetch, calls } = fakeFetch([json(429, {}), json(429, {}), json(200, {})])
    configureApiClient({ fetch })
    await apiRequest('x', { method: 'POST', retry: 2, retryDelay: 0 })
    expect(calls).toHaveLength(3)
  })

  it('retries a GET after a network failure', async () => {
    const { fetch, calls } = fakeFetch([new TypeError('fetch failed'), json(200, { ok: 1 })])
    configureApiClient({ fetch })
    await expect(apiRequest('x', { retryDelay: 0 })).resolves.toEqual({ ok: 1 })
    expect(calls).toHaveLength(2)
  })
})
