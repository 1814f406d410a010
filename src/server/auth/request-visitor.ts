import { type Allowed, admits } from '@/access/allowed-visitors'
import { classifyHost } from '@/lib/hosts'
import { m } from '@/paraglide/messages'
import { ACCOUNT_COOKIE, PROFILE_COOKIE, readCookie, TOKEN_COOKIE } from '@/server/auth/auth-cookies'
import { type AuthContext, resolveVisitor, type VisitorResolution } from '@/server/auth/visitor'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { appConfig } from '~/app.config'

/**
 * The visitor of a request, from its Host header, session cookie and the account/profile it claims
 * (X-Account / X-Profile headers, else the cookies). Memoized per Request object.
 */
const resolved = new WeakMap<Request, Promise<VisitorResolution>>()

export function resolveRequestVisitor(request: Request): Promise<VisitorResolution> {
  let pending = resolved.get(request)
  if (!pending) {
    const headers = request.headers
    const cookie = headers.get('cookie')
    const host = classifyHost(headers.get('host'), appConfig().productHost)
    pending = getDb().then((db) =>
      resolveVisitor(db, host, {
        token: readCookie(cookie, TOKEN_COOKIE),
        accountCookie: readCookie(cookie, ACCOUNT_COOKIE),
        profileCookie: readCookie(cookie, PROFILE_COOKIE),
        xAccount: headers.get('x-account'),
        xProfile: headers.get('x-profile'),
      }),
    )
    resolved.set(request, pending)
  }
  return pending
}

/**
 * The access check of SPEC §2.5 for a server function or API route: 401 when anonymous, 403 when
 * the visitor is not one of `allowed` (visitor types or staff roles, decision 082) or the session's
 * school is not this host's school. On the main host (no school) only staff pass.
 */
export function assertVisitor(resolution: VisitorResolution, allowed: readonly Allowed[]): AuthContext {
  if (resolution.forged) throw new HttpError(403, resolution.forged)
  const visitor = resolution.visitor
  if (!visitor) throw new HttpError(401, m.server_sign_in())
  if (!admits(allowed, visitor)) {
    throw new HttpError(403, m.server_no_access())
  }
  if (resolution.school) {
    if (resolution.school.id !== visitor.schoolId) throw new HttpError(403, m.server_other_school())
  } else if (visitor.visitorType !== 'staff') {
    throw new HttpError(403, m.server_open_school_site())
  }
  return visitor
}
