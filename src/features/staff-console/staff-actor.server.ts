import { type Actor, assertActor } from '@/features/schools/actor.server'

/** Every staff-console domain function checks this too, behind the middleware (record 022). */
export function assertStaff(actor: Actor): void {
  assertActor(actor, 'staff')
}
