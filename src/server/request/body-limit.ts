import { HttpError } from '@/server/errors'
import { describeSize } from '@/server/files/file-kinds'

/**
 * Request body limits (records 032 and 167): 64 KB for any request, larger only for the upload
 * forms and the few requests listed in src/upload-registry.ts. An upload whose Content-Length is over its limit is refused
 * before a byte of it is read; otherwise reading stops as soon as the bytes received pass the limit
 * (a body sent in chunks, or a Content-Length that lies). The refusal is a 413 HttpError with the
 * form's `{message, errors: [{field, message}]}`; it is raised where the server function reads the
 * body (`request.formData()`), so it reaches the form like any other error of that function.
 * The request is wrapped in a Proxy (as srvx's own limiter does, which loses the Content-Type that
 * `formData()` needs), so the rest of the request (srvx's `ip` for rate limits) is untouched.
 */
export interface BodyLimit {
  /** The largest file the form accepts (an upload), or the largest body (any other request). */
  fileBytes: number
  /** The form field the error belongs to ('' for requests that are not uploads). */
  field: string
  /** What to do instead, after the size sentence. */
  hint: string
  /**
   * 'upload' (the default): a multipart form with one file, given room for its envelope and other
   * fields. 'request': `fileBytes` is the whole body.
   */
  kind?: 'upload' | 'request'
}

/** Room for the multipart envelope and the other fields of an upload form. */
const MULTIPART_SLACK_BYTES = 64 * 1024

/**
 * Every request that is not an upload, signed in or not: a sign-in, a form, a click is a few
 * hundred bytes, so 64 KB is ample and nobody can make the server read megabytes for nothing.
 */
export const DEFAULT_BODY_LIMIT: BodyLimit = {
  fileBytes: 64 * 1024,
  field: '',
  hint: 'Send less at once.',
  kind: 'request',
}

/**
 * The few requests that carry a lesson, a page or a child's code (up to 100,000 characters, which
 * can be 400 KB in UTF-8) or a long list of ids: larger, still far from an upload's.
 */
export const LARGE_REQUEST_LIMIT: BodyLimit = {
  fileBytes: 1024 * 1024,
  field: '',
  hint: 'Send less at once.',
  kind: 'request',
}

/** The most bytes a body may hold under this limit. */
export function maxBodyBytes(limit: BodyLimit): number {
  return limit.kind === 'request' ? limit.fileBytes : limit.fileBytes + MULTIPART_SLACK_BYTES
}

function bodyTooLarge(limit: BodyLimit, declaredBytes: number | null): HttpError {
  const allowed = describeSize(limit.fileBytes)
  const size = declaredBytes === null ? `more than ${allowed}` : describeSize(declaredBytes)
  const what = limit.kind === 'request' ? 'request' : 'upload'
  const message = `This ${what} is ${size}; the limit is ${allowed}. ${limit.hint}`
  return new HttpError(413, message, limit.field ? [{ field: limit.field, message }] : [])
}

function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length')
  return header && /^\d+$/.test(header) ? Number(header) : null
}

const BODY_READS = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

function failing(error: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(error)
    },
  })
}

/** Reads at most `max` bytes of `source`, pulling only as the reader asks; then errors. */
function counted(source: ReadableStream<Uint8Array>, max: number, tooLarge: () => unknown) {
  const reader = source.getReader()
  let received = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      received += value.byteLength
      if (received > max) {
        const error = tooLarge()
        reader.cancel(error).catch(() => {})
        return controller.error(error)
      }
      controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** The request with its body held to the limit (requests without a body are returned as they are). */
export function limitRequestBody<T extends Request>(request: T, limit: BodyLimit): T {
  if (!request.body) return request
  const declared = declaredLength(request)
  const max = maxBodyBytes(limit)
  let limited: Response | null = null
  const body = () => {
    // Over the declared length nothing is read: the server answers and drops the rest.
    limited ??= new Response(
      declared !== null && declared > max
        ? failing(bodyTooLarge(limit, declared))
        : counted(request.body as ReadableStream<Uint8Array>, max, () => bodyTooLarge(limit, null)),
      { headers: { 'content-type': request.headers.get('content-type') ?? '' } },
    )
    return limited
  }
  return new Proxy(request, {
    get(target, prop) {
      if (prop === 'body') return body().body
      if (prop === 'bodyUsed') return limited?.bodyUsed ?? false
      if (typeof prop === 'string' && BODY_READS.has(prop)) {
        return () => (body() as unknown as Record<string, () => unknown>)[prop]!()
      }
      if (prop === 'clone') return () => limitRequestBody(target.clone(), limit)
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The limit of a request: by its path (server-function URLs of the upload forms), else the default. */
export function bodyLimitFor(request: Request, byPath: ReadonlyMap<string, BodyLimit>): BodyLimit {
  const { pathname } = new URL(request.url)
  return byPath.get(pathname) ?? DEFAULT_BODY_LIMIT
}

/**
 * A 413 closes the connection: the client may still be sending the rest of its body, and on a
 * connection kept open the server would have to read all of it to find the next request.
 */
export function closeAfterRefusal(response: Response): Response {
  if (response.status !== 413) return response
  try {
    response.headers.set('connection', 'close')
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set('connection', 'close')
    return copy
  }
}
