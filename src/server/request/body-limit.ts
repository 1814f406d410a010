import { HttpError } from '@/server/errors'
import { describeSize } from '@/server/files/file-kinds'

/**
 * Request body limits (record 032). An upload whose Content-Length is over its limit is refused
 * before a byte of it is read; otherwise reading stops as soon as the bytes received pass the limit
 * (a body sent in chunks, or a Content-Length that lies). The refusal is a 413 HttpError with the
 * form's `{message, errors: [{field, message}]}`; it is raised where the server function reads the
 * body (`request.formData()`), so it reaches the form like any other error of that function.
 * The request is wrapped in a Proxy (as srvx's own limiter does, which loses the Content-Type that
 * `formData()` needs), so the rest of the request (srvx's `ip` for rate limits) is untouched.
 */
export interface BodyLimit {
  /** The largest file the form accepts. */
  fileBytes: number
  /** The form field the error belongs to ('' for requests that are not uploads). */
  field: string
  /** What to do instead, after the size sentence. */
  hint: string
}

/** Room for the multipart envelope and the other fields of an upload form. */
const MULTIPART_SLACK_BYTES = 64 * 1024

/** Requests that are not uploads: nothing the app accepts comes near the largest upload. */
export const DEFAULT_BODY_LIMIT: BodyLimit = {
  fileBytes: 20 * 1024 * 1024,
  field: '',
  hint: 'Send less at once.',
}

/** The most bytes a body may hold under this limit. */
export function maxBodyBytes(limit: BodyLimit): number {
  return limit.fileBytes + MULTIPART_SLACK_BYTES
}

function bodyTooLarge(limit: BodyLimit, declaredBytes: number | null): HttpError {
  const allowed = describeSize(limit.fileBytes)
  const size = declaredBytes === null ? `more than ${allowed}` : describeSize(declaredBytes)
  const message = `This upload is ${size}; the limit is ${allowed}. ${limit.hint}`
  return new HttpError(413, message, limit.field ? [{ field: limit.field, message }] : [])
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
  const header = request.headers.get('content-length')
  const declared = header && /^\d+$/.test(header) ? Number(header) : null
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
