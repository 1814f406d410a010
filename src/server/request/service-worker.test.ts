import { describe, expect, it } from 'vitest'
import { ASSETS_CACHE, PAGE_MAX_AGE_MS, PAGES_CACHE } from '@/lib/offline-pages'
import { serviceWorkerResponse, serviceWorkerScript } from './service-worker'

const ORIGIN = 'https://demo.codeschool.test'
const LESSON = `${ORIGIN}/student/lesson/0b6f1d2e-6c1a-4a43-9b3e-8f0a7c9d1e2f`

class FakeCache {
  readonly entries = new Map<string, Response>()
  private key(request: Request | string) {
    return typeof request === 'string' ? request : request.url
  }
  async match(request: Request | string) {
    return this.entries.get(this.key(request))?.clone()
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(this.key(request), response)
  }
  async delete(request: Request | string) {
    return this.entries.delete(this.key(request))
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
}

/** The worker's script, run against a stand-in of the browser's service worker scope. */
function serviceWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>()
  const stores = new Map<string, FakeCache>()
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache())
      return stores.get(name)!
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  }
  const requests: string[] = []
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input
    requests.push(`${request.method} ${request.url}`)
    const response = await network(request)
    // Same-origin answers are "basic" in a browser.
    Object.defineProperty(response, 'type', { value: 'basic' })
    return response
  }
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (name: string, listener: (event: unknown) => void) => listeners.set(name, listener),
    skipWaiting: () => {},
    clients: { claim: async () => {} },
  }
  new Function('self', 'caches', 'fetch', serviceWorkerScript('build-1'))(scope, caches, fetch)

  /** Dispatches a fetch: the worker's answer, or null when it leaves the request to the browser. */
  async function get(url: string, init: RequestInit = {}): Promise<Response | null> {
    let answer: Promise<Response> | null = null
    listeners.get('fetch')!({
      request: new Request(url, init),
      respondWith: (p: Promise<Response>) => (answer = p),
    })
    // Let the worker's keeping of a copy finish.
    const response = answer ? await answer : null
    await new Promise((resolve) => setTimeout(resolve, 0))
    return response
  }
  async function activate() {
    let done: Promise<unknown> = Promise.resolve()
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) })
    await done
  }
  return { get, activate, stores, requests, caches }
}

const ok = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html', ...headers } })

describe('the service worker', () => {
  it('leaves server functions, the API, other pages and other origins to the browser', async () => {
    const sw = serviceWorker(async () => ok('x'))
    expect(await sw.get(`${ORIGIN}/_serverFn/abc`, { method: 'POST', body: '{}' })).toBeNull()
    expect(await sw.get(`${ORIGIN}/_serverFn/abc?payload=1`)).toBeNull()
    expect(await sw.get(`${ORIGIN}/api/health`)).toBeNull()
    expect(await sw.get(`${ORIGIN}/student/courses`)).toBeNull()
    expect(await sw.get(`${ORIGIN}/login`)).toBeNull()
    expect(await sw.get(`${ORIGIN}/assets/app-1.js?v=2`)).toBeNull()
    expect(await sw.get(`https://other.codeschool.test/assets/app-1.js`)).toBeNull()
    expect(
      await sw.get(`https://other.codeschool.test/student/lesson/0b6f1d2e-6c1a-4a43-9b3e-8f0a7c9d1e2f`),
    ).toBeNull()
    expect(sw.requests).toEqual([])
  })

  it('answers hashed files from its cache once it has them (a second visit downloads nothing)', async () => {
    const sw = serviceWorker(async () => ok('wasm'))
    const url = `${ORIGIN}/assets/pyodide.asm-DoBEEsqh.wasm`
    expect(await (await sw.get(url))!.text()).toBe('wasm')
    expect(await (await sw.get(url))!.text()).toBe('wasm')
    expect(sw.requests).toEqual([`GET ${url}`])
  })

  it('does not keep a failed file', async () => {
    const sw = serviceWorker(async () => new Response('gone', { status: 404 }))
    const url = `${ORIGIN}/assets/missing-1.js`
    expect((await sw.get(url))!.status).toBe(404)
    expect((await sw.get(url))!.status).toBe(404)
    expect(sw.requests).toHaveLength(2)
  })

  it('serves a lesson from the network, and the kept copy only when the network fails', async () => {
    let online = true
    let version = 1
    const sw = serviceWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch')
      return ok(`lesson v${version}`)
    })
    expect(await (await sw.get(LESSON))!.text()).toBe('lesson v1')
    version = 2
    expect(await (await sw.get(LESSON))!.text()).toBe('lesson v2')
    online = false
    expect(await (await sw.get(LESSON))!.text()).toBe('lesson v2')
    // A lesson never opened is not there offline.
    await expect(sw.get(`${ORIGIN}/free-lessons/1b6f1d2e-6c1a-4a43-9b3e-8f0a7c9d1e2f`)).rejects.toThrow()
  })

  it('forgets a lesson page when the server no longer shows it (signed out) and after a school day', async () => {
    let answer: () => Response = () => ok('lesson')
    let online = true
    const sw = serviceWorker(async () => {
      if (!online) throw new TypeError('Failed to fetch')
      return answer()
    })
    await sw.get(LESSON)
    answer = () => new Response(null, { status: 401 })
    await sw.get(LESSON)
    online = false
    await expect(sw.get(LESSON)).rejects.toThrow()

    online = true
    answer = () => ok('lesson')
    await sw.get(LESSON)
    const pages = await sw.caches.open(PAGES_CACHE)
    const kept = (await pages.match(LESSON))!
    const headers = new Headers(kept.headers)
    headers.set('x-codeschool-kept-at', String(Date.now() - PAGE_MAX_AGE_MS - 1))
    await pages.put(LESSON, new Response(await kept.text(), { headers }))
    online = false
    await expect(sw.get(LESSON)).rejects.toThrow()
  })

  it('on a new build, keeps its own caches and drops any other', async () => {
    const sw = serviceWorker(async () => ok('x'))
    await sw.caches.open('some-old-cache')
    await sw.get(`${ORIGIN}/assets/a-1.js`)
    await sw.activate()
    expect([...sw.stores.keys()].sort()).toEqual(
      [ASSETS_CACHE, PAGES_CACHE].sort().filter((n) => sw.stores.has(n)),
    )
    expect(sw.stores.has('some-old-cache')).toBe(false)
  })

  it('is served at /sw.js, never cached by HTTP, with its build in it', async () => {
    const response = serviceWorkerResponse(new Request(`${ORIGIN}/sw.js`), 'build-7')!
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await response.text()).toContain('build-7')
    expect(serviceWorkerResponse(new Request(`${ORIGIN}/sw.json`), 'build-7')).toBeNull()
  })
})
