import { type Allowed, admits } from '@/access/allowed-visitors'
import { m } from '@/paraglide/messages'
import type { AuthContext } from '@/server/auth/visitor'
import { HttpError } from '@/server/errors'

/**
 * Who is acting, as every domain function sees it: the part of the session's AuthContext they
 * use. Server functions pass `context.auth`; tests build one for a profile they created. The role
 * sets (`ADULTS`, `ADMINS`…) are in src/access/visitor.ts, which the route table shares with the
 * browser; which classes and students an actor may manage is src/server/auth/managed-scope.ts.
 */
export type Actor = Pick<
  AuthContext,
  'userId' | 'profileId' | 'schoolId' | 'visitorType' | 'role' | 'userRole' | 'name'
>

/**
 * The domain's own access check (SPEC §2.5), behind the middleware's: a domain function refuses a
 * visitor type (or staff role, decision 082) it is not for even when called from somewhere that
 * forgot the middleware.
 */
export function assertActor(actor: Pick<Actor, 'visitorType' | 'userRole'>, ...allowed: Allowed[]): void {
  if (allowed.length === 0 || !admits(allowed, actor)) {
    throw new HttpError(403, m.server_no_access())
  }
}

/** Admins and staff: every class and student of their school (decision 042). */
export function isSchoolAdmin(actor: Pick<Actor, 'visitorType'>): boolean {
  return actor.visitorType === 'admin' || actor.visitorType === 'staff'
}

/** Teachers, admins and staff; students get 403. */
export function assertAdult(actor: Pick<Actor, 'visitorType'>): void {
  if (actor.visitorType === 'student') throw new HttpError(403, m.server_no_access())
}

/** Admin-only actions (SPEC §2.5: students/new is in the admin row). */
export function assertSchoolAdmin(actor: Pick<Actor, 'visitorType'>): void {
  assertAdult(actor)
  if (!isSchoolAdmin(actor)) throw new HttpError(403, m.server_admin_only())
}
