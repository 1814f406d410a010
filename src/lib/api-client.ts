import { selectedAccountAndProfile } from './cookies'
import { type FieldError, HttpError } from './http-error'

/**
 * The client's one way to call the server (SPEC §7, §8). REST calls go through `apiRequest`;
 * server functions go through the same policy via `serverFnFetch` (see
 * src/lib/server-fn-client-middleware.ts). Every call:
 * - goes to the configured API base with credentials, sending Accept: application/json and
 *   X-Account / X-Profile from the cookies;
 * - raises an HttpError for statuses 400–599, with the server's `message` and `errors`, or
 *   "An unknown error occurred during the request." when the body has no message;
 * - retries 408, 409, 425, 429, 500, 502, 503 and 504: once by default for GET, never by default
 *   for POST, PUT, PATCH and DELETE;
 * - on a 401, except from `auth/profile`, signs the visitor out and goes to `/` (then rethrows).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred during the request.'
const AUTH_PROFILE_PATH = 'auth/profile'

export function defaultRetries(method: HttpMethod): number {
  return method === 'GET' ? 1 : 0
}

function isRetryStatus(status: number): boolean {
  return RETRY_STATUSES.includes(status)
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

export interface ApiRequestOptions {
  method?: HttpMethod
  /** Query-string values; null/undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue>
  /**
   * Path parameters: `{name}` or `:name` in the path is replaced (URL-encoded). Values the path
   * does not name are added to the query, as ofetch's `params` alias does.
   */
  params?: Record<string, QueryValue>
  /** JSON (any serializable value) or FormData; not for GET. */
  body?: unknown
  headers?: Record<string, string>
  /** How many times to retry a retryable status or a network failure. */
  retry?: number
  /** Milliseconds before a retry (a 429/503 Retry-After of up to 5 s is honoured). */
  retryDelay?: number
  signal?: AbortSignal
}

export interface ApiClientConfig {
  apiBase: string
  /** Called once for a 401 on any call but auth/profile: sign out and go to `/`. */
  onUnauthorized: () => void | Promise<void>
  fetch: typeof fetch
  /** Where the account/profile cookies are read from (tests). */
  cookieHeader?: () => string
}

const config: ApiClientConfig = {
  apiBase: '/api/',
  onUnauthorized: () => {},
  fetch: (...args) => globalThis.fetch(...args),
}

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(config, next)
}

export function apiBase(): string {
  return config.apiBase
}

function appendQuery(search: URLSearchParams, query: Record<string, QueryValue>) {
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
}

/** The full URL of an API path (relative to the API base) with params and query applied. */
export function buildApiUrl(
  path: string,
  options: Pick<ApiRequestOptions, 'query' | 'params'> = {},
  base: string = config.apiBase,
): string {
  const leftover: Record<string, QueryValue> = {}
  let resolved = path.replace(/^\/+/, '')
  for (const [key, value] of Object.entries(options.params ?? {})) {
    const pattern = new RegExp(`\\{${key}\\}|:${key}(?=/|$)`, 'g')
    if (pattern.test(resolved) && value !== null && value !== undefined && !Array.isArray(value)) {
      resolved = resolved.replace(pattern, encodeURIComponent(String(value)))
    } else {
      leftover[key] = value
    }
  }
  const search = new URLSearchParams()
  appendQuery(search, leftover)
  appendQuery(search, options.query ?? {})
  const qs = search.toString()
  const joined = `${base.endsWith('/') ? base : `${base}/`}${resolved}`
  return qs ? `${joined}${joined.includes('?') ? '&' : '?'}${qs}` : joined
}

/** The spec's headers for every call. */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const { account, profile } = selectedAccountAndProfile(config.cookieHeader?.())
  const headers: Record<string, string> = { Accept: 'application/json', ...extra }
  if (account) headers['X-Account'] = account
  if (profile) headers['X-Profile'] = profile
  return headers
}

/** Normalizes the `errors` of an error body: a list of {field, message} or a map field → message(s). */
export function fieldErrorsOf(errors: unknown): FieldError[] {
  if (Array.isArray(errors)) {
    return errors.flatMap((entry): FieldError[] => {
      if (entry && typeof entry === 'object' && 'message' in entry) {
        const field = 'field' in entry ? String(entry.field) : 'path' in entry ? String(entry.path) : ''
        return [{ field, message: String(entry.message) }]
      }
      return typeof entry === 'string' ? [{ field: '', message: entry }] : []
    })
  }
  if (errors && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).map((message) => ({ field, message: String(message) })),
    )
  }
  return []
}

/** The HttpError of a failed response, from its `{message, errors}` body when there is one. */
export async function httpErrorFromResponse(response: Response): Promise<HttpError> {
  let message = UNKNOWN_ERROR_MESSAGE
  let errors: FieldError[] = []
  try {
    const body: unknown = await response.clone().json()
    if (body && typeof body === 'object') {
      if ('message' in body && typeof body.message === 'string' && body.message.trim()) message = body.message
      if ('errors' in body) errors = fieldErrorsOf(body.errors)
    }
  } catch {
    // Not JSON: the unknown-error message stands.
  }
  return new HttpError(response.status, message, errors)
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

function retryDelayFor(response: Response | null, fallback: number): number {
  const header = response?.headers.get('retry-after')
  const seconds = header ? Number(header) : Number.NaN
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 5000) : fallback
}

/**
 * fetch with the retry policy: retryable statuses and network failures are tried again up to
 * `retries` times. Returns the last response (ok or not); throws the last network error.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  retries: number,
  retryDelay = 300,
  fetchImpl: typeof fetch = config.fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null
    try {
      response = await fetchImpl(url, init)
    } catch (error) {
      if (attempt >= retries || init.signal?.aborted) throw error
      await wait(retryDelay, init.signal ?? undefined)
      continue
    }
    if (response.ok || !isRetryStatus(response.status) || attempt >= retries) return response
    await wait(retryDelayFor(response, retryDelay), init.signal ?? undefined)
  }
}

let signingOut: Promise<void> | null = null

/** SPEC §8: a 401 anywhere but auth/profile signs the visitor out, once, and goes to `/`. */
export function handleUnauthorized(path: string): Promise<void> | undefined {
  if (path.replace(/^\/+/, '').split('?')[0] === AUTH_PROFILE_PATH) return undefined
  signingOut ??= Promise.resolve(config.onUnauthorized()).finally(() => {
    signingOut = null
  })
  return signingOut
}

/** A call to the API base. Resolves to the parsed JSON body (undefined for an empty body). */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const url = buildApiUrl(path, options)
  const headers = apiHeaders(options.headers)
  let body: BodyInit | undefined
  if (options.body !== undefined && method !== 'GET') {
    if (options.body instanceof FormData) body = options.body
    else {
      body = JSON.stringify(options.body)
      headers['Content-Type'] = 'application/json'
    }
  }
  const response = await fetchWithRetry(
    url,
    { method, headers, body, credentials: 'include', signal: options.signal },
    options.retry ?? defaultRetries(method),
    options.retryDelay,
  )
  if (response.status >= 400 && response.status <= 599) {
    const error = await httpErrorFromResponse(response)
    if (error.status === 401) await handleUnauthorized(path)
    throw error
  }
  if (!response.ok) throw new HttpError(response.status, UNKNOWN_ERROR_MESSAGE)
  const text = await response.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    return text as T
  }
}
