import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { publicError } from '@/server/public-error'

/** Where Start serves server functions (`/_serverFn/<id>`). */
export const SERVER_FN_BASE = '/_serverFn/'

/** Server-function requests whose function was reached (its middleware ran). */
const reached = new WeakSet<Request>()

/** True when a function ran for this request (server-fn-request.ts tells Start's failures apart). */
export function functionRan(request: Request): boolean {
  return reached.has(request)
}

/**
 * The error boundary of every server function (global function middleware, first in
 * src/start.ts, so it wraps the validator, the access middleware and the handler; decision 083).
 * What escapes it is an HttpError (`publicError`), a redirect or a not-found. When the function
 * was called over HTTP, the response carries the error's status (Start would answer 200 with the
 * serialized error), so a 400 is a 400 to proxies, logs and the fetch retry policy.
 */
export const serverFnErrorBoundary = createMiddleware({ type: 'function' }).server(
  async ({ next, serverFnMeta }) => {
    const request = getRequest()
    reached.add(request)
    try {
      return await next()
    } catch (error) {
      if (isRedirect(error) || isNotFound(error) || error instanceof Response) throw error
      const answer = publicError(error, `server function ${serverFnMeta.name} (${serverFnMeta.filename})`)
      if (new URL(request.url).pathname === `${SERVER_FN_BASE}${serverFnMeta.id}`) {
        setResponseStatus(answer.status)
      }
      throw answer
    }
  },
)
