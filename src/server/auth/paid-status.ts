import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { subscriptions } from '@/server/db/schema'
import { plans } from '~/app.config'

const paidPlanIds = plans.filter((plan) => plan.paid).map((plan) => plan.id)

/**
 * A subscription that makes its school paid: active (or past_due, in grace) on a paid plan, and,
 * once the admin has cancelled it (`canceled_at`), only until the end of the period paid for.
 */
export const isCurrentSubscription = () =>
  and(
    inArray(subscriptions.status, ['active', 'past_due']),
    inArray(subscriptions.planId, paidPlanIds),
    or(isNull(subscriptions.canceledAt), sql`${subscriptions.currentPeriodEnd} > now()`),
  )

/**
 * A school is paid while it has a current subscription. The answer is the plan id, or false (the
 * profile's `paid_status`, SPEC §3).
 */
export async function paidStatusOfSchool(db: Db, schoolId: string): Promise<string | false> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.schoolId, schoolId), isCurrentSubscription()))
    .limit(1)
  return row?.planId ?? false
}

/** paid_status of several schools at once. */
export async function paidStatusOfSchools(db: Db, schoolIds: string[]): Promise<Map<string, string | false>> {
  const result = new Map<string, string | false>(schoolIds.map((id) => [id, false]))
  if (schoolIds.length === 0) return result
  const rows = await db
    .select({ schoolId: subscriptions.schoolId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.schoolId, schoolIds), isCurrentSubscription()))
  for (const row of rows) result.set(row.schoolId, row.planId)
  return result
}
