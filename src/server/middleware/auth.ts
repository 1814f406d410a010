import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { Allowed } from '@/access/allowed-visitors'
import { m } from '@/paraglide/messages'
import { assertVisitor, resolveRequestVisitor } from '@/server/auth/request-visitor'
import type { AuthContext } from '@/server/auth/visitor'
import { HttpError } from '@/server/errors'
import { declareAccess } from './access-declarations'

/*
 * The middleware of every server function (the real access check; route guards are UX).
 * This module holds only middleware definitions, whose server parts the compiler strips from the
 * client build: plain helpers live in src/server/auth/request-visitor.ts, which REST routes use
 * (resolveRequestVisitor, assertVisitor).
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
 * Function middleware: only these visitor types or staff roles (none given: any signed-in
 * visitor; `requireVisitor('SUPER')` is super admins only). 401 when anonymous, 403 otherwise;
 * `context.auth` is the AuthContext.
 */
export function requireVisitor(...allowed: Allowed[]) {
  const middleware = createMiddleware({ type: 'function' })
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
  return declareAccess(middleware, { kind: 'visitor', allowed })
}

/** Function middleware after requireVisitor: 403 unless the visitor's school is paid. */
export function requirePaid() {
  const middleware = createMiddleware({ type: 'function' }).server(async ({ next, context }) => {
    const auth = (context as unknown as { auth?: AuthContext } | undefined)?.auth
    if (!auth) throw new HttpError(401, m.server_sign_in())
    if (!auth.paid) throw new HttpError(403, m.server_paid_plan())
    return next()
  })
  return declareAccess(middleware, { kind: 'paid' })
}

/**
 * Function middleware that admits everyone, anonymous visitors included, and says why: the
 * explicit mark of a public server function (decision 082). It checks nothing, so the function
 * itself must keep what it reveals or changes safe for a stranger (a rate limit, a one-time token,
 * published content only). Put `withVisitor` after it when the function needs the host's school.
 *
 *   .middleware([publicAccess('free lessons are for guests')])
 */
export function publicAccess(why: string) {
  if (why.trim().length === 0) throw new Error('publicAccess needs the reason the function is public.')
  const middleware = createMiddleware({ type: 'function' }).server(({ next }) => next())
  return declareAccess(middleware, { kind: 'public', why })
}
