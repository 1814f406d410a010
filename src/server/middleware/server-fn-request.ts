import { createMiddleware } from '@tanstack/react-start'
import { m } from '@/paraglide/messages'
import { HttpError } from '@/server/errors'
import { functionRan, SERVER_FN_BASE } from './server-fn-errors'

async function serverFnExists(id: string): Promise<boolean> {
  if (!/^[\w-]{1,200}$/.test(id)) return false
  const { getServerFnById } = await import('#tanstack-start-server-fn-resolver')
  try {
    return typeof (await getServerFnById(id, { origin: 'client' })) === 'function'
  } catch {
    return false
  }
}

/**
 * Requests to `/_serverFn/<id>` that fail before any function runs (decision 083). An id the build
 * does not have is a 404. A payload Start cannot read (not JSON, not in its serialization format,
 * a broken form body) fails inside Start's handler before the function's middleware is reached,
 * and Start answers it with a 500 carrying the parser's message: when no function ran, that 500
 * is the request's fault and becomes a 400 with a plain sentence. Errors inside a function are
 * the function middleware's (server-fn-errors.ts).
 */
export const serverFnRequestCheck = createMiddleware().server(
  async ({ next, request, pathname, handlerType }) => {
    if (handlerType !== 'serverFn') return next()
    const id = pathname.slice(SERVER_FN_BASE.length).split('/')[0] ?? ''
    if (!(await serverFnExists(id))) {
      throw new HttpError(404, m.server_no_such_action())
    }
    const result = await next()
    if (result.response.status >= 500 && !functionRan(request)) {
      throw new HttpError(400, m.server_unreadable_request())
    }
    return result
  },
)
