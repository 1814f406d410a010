import { ADULTS } from '@/access/visitor'
import { type Actor, assertActor, isSchoolAdmin } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { type Plan, plans } from '~/app.config'
import { currentSubscription, type PlanView, planOf, planView } from './current-subscription.server'

export interface UpgradeOptions {
  plans: PlanView[]
  currentPlanId: Plan['id']
  /** Only an admin buys; a teacher asks them. */
  canBuy: boolean
  /** A current paid plan that renews: another can only be bought after cancelling it. */
  renewingPlanId: Plan['id'] | null
  /** False on a deployment without a payment provider (PAYMENTS_PROVIDER=none): nothing can be bought. */
  paymentsConfigured: boolean
}

export async function getUpgradeOptions(
  db: Db,
  actor: Actor,
  options: { paymentsConfigured: boolean },
): Promise<UpgradeOptions> {
  assertActor(actor, ...ADULTS)
  const current = await currentSubscription(db, actor.schoolId)
  return {
    plans: plans.map(planView),
    currentPlanId: current ? planOf(current.planId).id : 'free',
    canBuy: isSchoolAdmin(actor),
    renewingPlanId: current && !current.canceledAt ? planOf(current.planId).id : null,
    paymentsConfigured: options.paymentsConfigured,
  }
}
