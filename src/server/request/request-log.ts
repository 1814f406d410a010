import { errorText, logLine } from '../log.ts'

/**
 * One JSON line per request (docs/operations.md): method, path, status, time in ms and the
 * request id, which the response carries back as `x-request-id`. Only the path is written: never
 * the query string (reset and sign-in links carry their tokens there), headers (cookies), or a
 * body. Path segments that are capabilities themselves (a share link) are written as `:secret`.
 * A client that hangs up before its answer is one line with status 499 and `aborted: true`, not
 * an error. Plain TypeScript with one relative import, because `scripts/start.ts` loads it in Node.
 */
const REQUEST_ID = /^[\w.-]{1,64}$/

/** Paths whose last segment is a bearer capability: whoever has the URL may use it. */
const SECRET_SEGMENT = [/^(\/share\/[\w-]+\/)[^/]+$/, /^(\/api\/dev\/fake-checkout\/)[^/]+$/]

function loggedPath(pathname: string): string {
  for (const pattern of SECRET_SEGMENT) {
    const match = pattern.exec(pathname)
    if (match) return `${match[1]}:secret`
  }
  return pathname.slice(0, 300)
}

/** The caller's id when it looks like one (a proxy's), else a new one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id')
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/** Node's "aborted" (ECONNRESET) on a request body, an AbortError, a stream closed early. */
export function isClientHangUp(error: unknown): boolean {
  const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown }
  return (
    name === 'AbortError' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (code === 'ECONNRESET' && message === 'aborted')
  )
}

function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set('x-request-id', id)
    return response
  } catch {
    // Immutable headers (a fetched response): copy them.
    const copy = new Response(response.body, response)
    copy.headers.set('x-request-id', id)
    return copy
  }
}

/** srvx middleware: logs the request when its answer is ready (or the client left, or it failed). */
export async function logRequest(
  request: Request,
  next: () => Response | Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const id = requestIdOf(request)
  const fields = { method: request.method, path: loggedPath(new URL(request.url).pathname), requestId: id }
  const ms = () => Math.round(performance.now() - started)
  try {
    const response = await next()
    if (request.signal.aborted) logLine('request', { ...fields, status: 499, ms: ms(), aborted: true })
    else
      logLine(
        'request',
        { ...fields, status: response.status, ms: ms() },
        response.status >= 500 ? 'error' : 'info',
      )
    return withRequestId(response, id)
  } catch (error) {
    if (request.signal.aborted || isClientHangUp(error)) {
      logLine('request', { ...fields, status: 499, ms: ms(), aborted: true })
      return new Response(null, { status: 499 })
    }
    const stack = error instanceof Error ? error.stack?.slice(0, 4000) : undefined
    logLine('request', { ...fields, status: 500, ms: ms(), error: errorText(error), stack }, 'error')
    throw error
  }
}
