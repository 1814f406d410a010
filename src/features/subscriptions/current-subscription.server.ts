import { and, desc, eq } from 'drizzle-orm'
import { isCurrentSubscription } from '@/server/auth/paid-status'
import type { Db } from '@/server/db/client'
import { subscriptions } from '@/server/db/schema'
import { type Plan, plans } from '~/app.config'

/** What the subscription files share: the school's current subscription, plans as the pages show them (PRODUCT.md §3, decision 060). */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

export const planOf = (planId: string): Plan => plans.find((plan) => plan.id === planId) ?? plans[0]!

export interface PlanView {
  id: Plan['id']
  name: string
  pricePerYearCents: number
  studentLimit: number | null
  paid: boolean
}

/** The school's current subscription (isCurrentSubscription), or null: the free plan. */
export async function currentSubscription(db: Executor, schoolId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.schoolId, schoolId), isCurrentSubscription()))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row ?? null
}

export const planView = ({ id, name, pricePerYearCents, studentLimit, paid }: Plan): PlanView => ({
  id,
  name,
  pricePerYearCents,
  studentLimit,
  paid,
})
