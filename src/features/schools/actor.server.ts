import type { SignedInVisitorType } from '@/access/visitor'
import type { AuthContext } from '@/server/auth/visitor'
import { HttpError } from '@/server/errors'

/**
 * Who is acting, as the domain functions see it: the part of the session's AuthContext they use.
 * Server functions pass `context.auth`; tests build one for a profile they created.
 */
export type Actor = Pick<
  AuthContext,
  'userId' | 'profileId' | 'schoolId' | 'visitorType' | 'role' | 'userRole' | 'name'
>

/**
 * The domain's own access check (SPEC §2.5), behind the middleware's: a domain function refuses a
 * visitor type it is not for even when called from somewhere that forgot the middleware.
 */
export function assertActor(actor: Actor, ...allowed: SignedInVisitorType[]): void {
  if (!allowed.includes(actor.visitorType)) {
    throw new HttpError(403, 'You do not have access to this.')
  }
}

export const ADULTS: SignedInVisitorType[] = ['teacher', 'admin', 'staff']
export const ADMINS: SignedInVisitorType[] = ['admin', 'staff']
