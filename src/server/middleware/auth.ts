import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { SignedInVisitorType } from '@/access/visitor'
import { assertVisitor, resolveRequestVisitor } from '@/server/auth/request-visitor'
import type { AuthContext } from '@/server/auth/visitor'
import { HttpError } from '@/server/errors'

export type { SignedInVisitorType, VisitorType } from '@/access/visitor'
export type { AuthContext } from '@/server/auth/visitor'

/*
 * The middleware of every server function (the real access check; route guards are UX).
 * This module holds only middleware definitions, whose server parts the compiler strips from the
 * client build: plain helpers live in src/server/auth/request-visitor.ts, and REST routes use
 * authenticateRequest from ./authenticate-request.ts.
 */

/**
 * Function middleware: `context.visitor` (AuthContext | null) and `context.school` (the host's
 * school, null on the main host). A forged X-Account / X-Profile header gets 403.
 */
export const withVisitor = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const resolution = await resolveRequestVisitor(getRequest())
  if (resolution.forged) throw new HttpError(403, resolution.forged)
  return next({
    context: { visitor: resolution.visitor, school: resolution.school, place: resolution.place },
  })
})

/**
 * Function middleware: only these visitor types (none given: any signed-in visitor).
 * 401 when anonymous, 403 otherwise; `context.auth` is the AuthContext.
 */
export function requireVisitor(...allowed: SignedInVisitorType[]) {
  return createMiddleware({ type: 'function' })
    .middleware([withVisitor])
    .server(async ({ next, context }) => {
      const auth = assertVisitor(
        {
          place: context.place,
          school: context.school,
          visitor: context.visitor,
          session: null,
          forged: null,
        },
        allowed,
      )
      return next({ context: { auth } })
    })
}

/** Function middleware after requireVisitor: 403 unless the visitor's school is paid. */
export function requirePaid() {
  return createMiddleware({ type: 'function' }).server(async ({ next, context }) => {
    const auth = (context as unknown as { auth?: AuthContext } | undefined)?.auth
    if (!auth) throw new HttpError(401, 'Please sign in.')
    if (!auth.paid) throw new HttpError(403, 'This needs a paid plan.')
    return next()
  })
}
