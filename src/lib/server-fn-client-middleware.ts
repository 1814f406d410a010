import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import {
  apiHeaders,
  defaultRetries,
  fetchWithRetry,
  type HttpMethod,
  handleUnauthorized,
  httpErrorFromResponse,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client'
import { HttpError } from './http-error'

/**
 * Server functions follow the same fetch behaviour as REST calls (SPEC §7, §8): X-Account and
 * X-Profile from the cookies, the retry policy (GET once, writes never), an HttpError for a failed
 * call, and sign-out on 401. Registered for every server function in src/start.ts.
 */
export const serverFnClientMiddleware = createMiddleware({ type: 'function' }).client(
  async ({ next, method }) => {
    // During SSR the call runs on the server itself: nothing to send, nothing to retry.
    if (typeof window === 'undefined') return next()
    const { Accept: _accept, ...headers } = apiHeaders()
    const retries = defaultRetries(method as HttpMethod)
    try {
      return await next({
        headers,
        fetch: async (url, init) => {
          const response = await fetchWithRetry(String(url), { ...init, credentials: 'include' }, retries)
          // Start decodes its own serialized errors (HttpError included); anything else that
          // failed (a proxy's 502, the CSRF refusal) becomes an HttpError here.
          if (!response.ok && !response.headers.get('x-tss-serialized'))
            throw await httpErrorFromResponse(response)
          return response
        },
      })
    } catch (error) {
      if (isRedirect(error) || isNotFound(error)) throw error
      const httpError =
        error instanceof HttpError
          ? error
          : error instanceof Error && error.message
            ? error
            : new HttpError(500, UNKNOWN_ERROR_MESSAGE)
      if (httpError instanceof HttpError && httpError.status === 401)
        await handleUnauthorized('server-function')
      throw httpError
    }
  },
)
