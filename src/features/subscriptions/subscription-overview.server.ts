import { desc, eq } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { invoices, subscriptions } from '@/server/db/schema'
import { plans } from '~/app.config'
import { currentSubscription, type PlanView, planOf, planView } from './current-subscription.server'

export interface SubscriptionOverview {
  plan: PlanView
  /** null: the free plan (no subscription). */
  subscription: {
    id: string
    status: 'active' | 'past_due'
    currentPeriodEnd: string | null
    /** Cancelled by the admin: ends at currentPeriodEnd instead of renewing. */
    canceledAt: string | null
  } | null
  invoices: {
    id: string
    issuedAt: string
    amountCents: number
    currency: string
    status: 'draft' | 'open' | 'paid' | 'void'
    planName: string | null
  }[]
}

export async function getSubscriptionOverview(db: Db, actor: Actor): Promise<SubscriptionOverview> {
  assertActor(actor, ...ADMINS)
  const current = await currentSubscription(db, actor.schoolId)
  const rows = await db
    .select({
      id: invoices.id,
      issuedAt: invoices.issuedAt,
      amountCents: invoices.amountCents,
      currency: invoices.currency,
      status: invoices.status,
      planId: subscriptions.planId,
    })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.schoolId, actor.schoolId))
    .orderBy(desc(invoices.issuedAt))
    .limit(50)
  return {
    plan: planView(current ? planOf(current.planId) : plans[0]!),
    subscription: current
      ? {
          id: current.id,
          status: current.status === 'past_due' ? 'past_due' : 'active',
          currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
          canceledAt: current.canceledAt?.toISOString() ?? null,
        }
      : null,
    invoices: rows.map((row) => ({
      id: row.id,
      issuedAt: row.issuedAt.toISOString(),
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      planName: row.planId ? planOf(row.planId).name : null,
    })),
  }
}
