import { getRequestIP } from '@tanstack/react-start/server'
import type { z } from 'zod'
import { m } from '@/paraglide/messages'
import { addressKey } from '@/server/auth/address-key'
import { type CookieSpec, serializeCookie } from '@/server/auth/auth-cookies'
import { HttpError, httpErrorBody } from '@/server/errors'
import { publicError } from '@/server/public-error'

/**
 * Helpers for the REST routes under the API base: JSON answers that are never cached, the spec's
 * error body `{message, errors}` with the error's status, and cookies set by the response itself.
 */
export function jsonResponse(
  body: unknown,
  init: { status?: number; cookies?: CookieSpec[] } = {},
): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
  for (const cookie of init.cookies ?? []) headers.append('set-cookie', serializeCookie(cookie))
  return new Response(JSON.stringify(body ?? {}), { status: init.status ?? 200, headers })
}

/** The JSON answer of a failed API call: `publicError` decides what it may say (decision 083). */
export function errorResponse(error: unknown, where = 'API route'): Response {
  const answer = publicError(error, where)
  return jsonResponse(httpErrorBody(answer), { status: answer.status })
}

/** Wraps a handler: a thrown HttpError becomes its JSON answer, anything else a 500. */
export function apiHandler<TArgs extends { request: Request }>(
  handler: (args: TArgs) => Promise<Response>,
): (args: TArgs) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args)
    } catch (error) {
      const { method, url } = args.request
      return errorResponse(error, `${method} ${new URL(url).pathname}`)
    }
  }
}

/** Parses a JSON body with a schema; a bad body is a 400 with the field errors. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown
  try {
    body = await request.json()
  } catch (error) {
    // A body over its limit (413) says so; anything else that cannot be read is not JSON.
    if (error instanceof HttpError) throw error
    throw new HttpError(400, m.server_body_not_json())
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new HttpError(
      400,
      m.server_check_fields(),
      result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    )
  }
  return result.data
}

/**
 * The client's address as every per-address limit counts it: the socket's, or, with TRUSTED_PROXY,
 * the one the trusted proxy reported (the server entry's host gate sets `ip`, decision 007), keyed
 * by `addressKey` — an IPv6 client by its /64, so one network cannot pose as many clients.
 */
export function clientIp(request?: Request): string {
  return addressKey(rawClientIp(request))
}

function rawClientIp(request?: Request): string {
  const fromRequest = (request as { ip?: unknown } | undefined)?.ip
  if (typeof fromRequest === 'string' && fromRequest) return fromRequest
  try {
    return getRequestIP() ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
