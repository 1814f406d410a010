import { and, eq } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/*
 * The teacher's progress screens (PRODUCT.md §3 "Progress"). Every query is scoped to the actor's
 * school and, for a teacher, to the classes they teach (decision 042): anything else is 404.
 * Dashboards are one per class × course, created when first opened (decision 013).
 */

/** A visitor and whether their school is paid (AuthContext.paid). */
export type PaidActor = Actor & { paid: boolean }

/**
 * Paid-only areas (SPEC §2.5): the middleware refuses them too; checked here as well so the rule
 * holds for every caller of these functions.
 */
export function assertPaid(actor: PaidActor): void {
  assertAdult(actor)
  if (!actor.paid) throw new HttpError(403, m.progress_error_paid_plan())
}

/** A student the actor may see (decision 042); anyone else is 404. */
export async function findStudent(db: Db, actor: Actor, studentId: string) {
  const [student] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.id, studentId), manageableStudents(actor)))
  if (!student) throw notFound('This student')
  return student
}
