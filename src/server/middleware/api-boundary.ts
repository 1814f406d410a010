import { createMiddleware, getRouterInstance } from '@tanstack/react-start'
import { errorResponse, jsonResponse } from './api-handler'

type Handlers = Record<string, unknown>

interface ServerRouteOptions {
  server?: {
    handlers?: Handlers | ((helpers: { createHandlers: (handlers: Handlers) => Handlers }) => Handlers)
  }
}

/** The methods the API route at this path answers; undefined when no API route is there. */
async function methodsAt(pathname: string): Promise<string[] | undefined> {
  const router = await getRouterInstance()
  const [, rawParams, route] = router.getMatchedRoutes(pathname)
  if (!route || (rawParams as Record<string, unknown>)['**'] !== undefined) return undefined
  const server = (route.options as ServerRouteOptions).server
  const handlers =
    typeof server?.handlers === 'function' ? server.handlers({ createHandlers: (h) => h }) : server?.handlers
  if (!handlers) return undefined
  const methods = Object.keys(handlers)
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD')
  return methods
}

/**
 * The error boundary of the REST routes under `/api` (decision 083), as route middleware of the
 * `/api` layout route, so every API route has it whether or not its handler uses apiHandler:
 * - a path with no API route: 404, a method the route does not answer: 405 with `Allow`, both
 *   as JSON `{message, errors}` (the router would otherwise render an HTML page);
 * - a thrown error: its answer from `publicError` (HttpError as is, a database refusal 400, else a
 *   logged 500 with a generic sentence).
 */
export const apiBoundary = createMiddleware().server(async ({ next, request, pathname }) => {
  const methods = await methodsAt(pathname)
  const method = request.method.toUpperCase()
  if (!methods) {
    return jsonResponse({ message: `There is no API call at ${pathname}.`, errors: [] }, { status: 404 })
  }
  if (!methods.includes('ANY') && !methods.includes(method)) {
    const response = jsonResponse(
      { message: `${method} is not an API call at ${pathname}. Use ${methods.join(' or ')}.`, errors: [] },
      { status: 405 },
    )
    response.headers.set('allow', methods.join(', '))
    return response
  }
  try {
    return await next()
  } catch (error) {
    if (error instanceof Response) throw error
    return errorResponse(error, `${method} ${pathname}`)
  }
})
