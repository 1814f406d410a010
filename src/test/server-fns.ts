import type { AsyncLocalStorage } from 'node:async_hooks'
import type * as Start from '@tanstack/react-start'
import { createServerEntry } from '@tanstack/react-start/server'

/**
 * Server functions in tests. Outside the Start compiler a finished server function keeps neither
 * its middleware list nor (on the server side) its handler, so a test file that needs either
 * replaces `createServerFn` with one that records them:
 *
 *   vi.mock('@tanstack/react-start', async (importOriginal) =>
 *     (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
 *   )
 *
 * Everything else is Start's own: the builder, the middleware chain and the validator run as they
 * do behind `/_serverFn/…`.
 */

const PARTS = Symbol.for('codeschool.serverFnParts')

export interface ServerFnParts {
  method: 'GET' | 'POST'
  /** As Start keeps it: the middleware given to `.middleware([...])`, nested lists not expanded. */
  middleware: readonly StartMiddleware[]
  validator: unknown
  handler: (...args: never[]) => unknown
}

export interface StartMiddleware {
  options: { middleware?: readonly StartMiddleware[]; server?: unknown }
}

interface ExecutableServerFn {
  __executeServer: (opts: {
    data: unknown
    method?: string
    context?: object
  }) => Promise<{ result: unknown } | { error: unknown }>
}

type AnyBuilder = ((options: unknown) => AnyBuilder) & {
  options: { method?: 'GET' | 'POST'; middleware?: StartMiddleware[]; validator?: unknown }
  middleware: (middleware: unknown[]) => AnyBuilder
  validator: (validator: unknown) => AnyBuilder
  handler: (extractedFn: unknown, serverFn?: unknown) => object
}

/** The mocked module: Start with a createServerFn whose server functions carry their parts. */
export function recordingServerFns(start: typeof Start): typeof Start {
  const recording = (builder: AnyBuilder): AnyBuilder =>
    Object.assign((options: unknown) => recording(builder(options)), {
      options: builder.options,
      middleware: (middleware: unknown[]) => recording(builder.middleware(middleware)),
      validator: (validator: unknown) => recording(builder.validator(validator)),
      // The compiler passes the handler twice (client stub, server body); so do we.
      handler: (extractedFn: unknown) => {
        const handler = extractedFn as ServerFnParts['handler']
        const parts: ServerFnParts = {
          method: builder.options.method ?? 'GET',
          middleware: builder.options.middleware ?? [],
          validator: builder.options.validator,
          handler,
        }
        return Object.assign(builder.handler(handler, handler), { [PARTS]: parts })
      },
    })
  const createServerFn = (options?: unknown) =>
    recording((start.createServerFn as unknown as (options?: unknown) => AnyBuilder)(options))
  return { ...start, createServerFn: createServerFn as unknown as typeof Start.createServerFn }
}

/** The parts of a server function made under recordingServerFns; undefined for anything else. */
export function serverFnPartsOf(value: unknown): ServerFnParts | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined
  return (value as { [PARTS]?: ServerFnParts })[PARTS]
}

/** Every middleware the function runs, nested ones first, as Start flattens them. */
export function flattenedMiddleware(parts: ServerFnParts): StartMiddleware[] {
  const seen = new Set<StartMiddleware>()
  const visit = (list: readonly StartMiddleware[]) => {
    for (const middleware of list) {
      if (middleware.options.middleware) visit(middleware.options.middleware)
      seen.add(middleware)
    }
  }
  visit(parts.middleware)
  return [...seen]
}

const startStorageKey = Symbol.for('tanstack-start:start-storage-context')

/**
 * Calls a server function the way the server does for a request to `/_serverFn/…`: inside that
 * request's scope (getRequest() answers `request`), through its middleware chain and validator,
 * then its handler. Resolves with the handler's result; rejects with what was thrown (an HttpError
 * for a refusal).
 */
export async function callServerFn(fn: unknown, request: Request, data?: unknown): Promise<unknown> {
  const parts = serverFnPartsOf(fn)
  if (!parts)
    throw new Error('Not a server function recorded by recordingServerFns (see src/test/server-fns.ts).')
  const storage = (globalThis as Record<symbol, AsyncLocalStorage<unknown> | undefined>)[startStorageKey]
  if (!storage) throw new Error("Start's request context storage is not loaded.")
  let outcome = { error: new Error('The server function did not run.') } as
    | { result: unknown }
    | { error: unknown }
  const entry = createServerEntry({
    fetch: async () => {
      const startContext = { request, startOptions: {}, contextAfterGlobalMiddlewares: {} }
      outcome = await storage.run(startContext, () =>
        (fn as ExecutableServerFn).__executeServer({ data, method: parts.method, context: {} }),
      )
      return new Response(null, { status: 204 })
    },
  })
  await entry.fetch(request)
  if ('error' in outcome) throw outcome.error
  return outcome.result
}
