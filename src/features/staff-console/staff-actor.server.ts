import { CONSOLE_STAFF } from '@/access/allowed-visitors'
import { type Actor, assertActor } from '@/server/auth/actor'

/**
 * Every staff-console domain function checks this too, behind the middleware (record 022): staff
 * who run the console, not lesson editors (decision 082).
 */
export function assertStaff(actor: Actor): void {
  assertActor(actor, ...CONSOLE_STAFF)
}
