import { and, desc, eq } from 'drizzle-orm'
import { ADMINS, ADULTS } from '@/access/visitor'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { checkoutSessions, subscriptions, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type PaymentsProvider,
  type PaymentsProviderName,
} from '@/server/payments/payments'
import { plans } from '~/app.config'
import { currentSubscription, planOf } from './current-subscription.server'
import { recordPaidCheckout } from './payment-records.server'
import type { CheckoutOutcome, PaidPlanId } from './subscriptions.schemas'

/** The refusal of a server without payments, in the request's language (decision 219). */
export const paymentsNotConfigured = () => m.subscriptions_error_not_configured()

/**
 * Starts a checkout with the provider for a paid plan and remembers it for this school. The
 * browser then goes to `url`; the provider sends it back to the callback with the session id.
 */
export async function startCheckout(
  db: Db,
  actor: Actor,
  input: { planId: PaidPlanId },
  options: { provider: PaymentsProvider | null; origin: string },
): Promise<{ url: string }> {
  assertActor(actor, ...ADMINS)
  const provider = options.provider
  if (!provider) throw new HttpError(409, paymentsNotConfigured())
  const plan = plans.find((candidate) => candidate.id === input.planId && candidate.paid)
  if (!plan)
    throw new HttpError(400, m.subscriptions_error_paid_plans(), [
      { field: 'planId', message: m.subscriptions_error_choose_plan() },
    ])
  const current = await currentSubscription(db, actor.schoolId)
  if (current && !current.canceledAt) {
    throw new HttpError(409, m.subscriptions_error_already_has({ plan: planOf(current.planId).name }))
  }
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))
  const callback = `${options.origin}/dashboard/subscriptions/callback`
  const session = `session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`
  const created = await provider.createCheckout({
    plan,
    schoolId: actor.schoolId,
    customerEmail: user?.email ?? null,
    successUrl: `${callback}?status=paid&success=true&${session}`,
    cancelUrl: `${callback}?status=canceled&success=false&${session}`,
  })
  await db.insert(checkoutSessions).values({
    schoolId: actor.schoolId,
    planId: plan.id,
    provider: provider.name,
    providerSessionId: created.providerSessionId,
    createdByProfileId: actor.profileId,
  })
  return { url: created.url }
}

/**
 * The callback's check (decision 060): the session must be one this school started, and the
 * provider must say it is paid, before anything changes. The query's `success` is never read.
 */
export async function confirmCheckout(
  db: Db,
  actor: Actor,
  providerSessionId: string,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<CheckoutOutcome> {
  assertActor(actor, ...ADULTS)
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.providerSessionId, providerSessionId),
        eq(checkoutSessions.schoolId, actor.schoolId),
      ),
    )
  if (!session) {
    throw new HttpError(404, m.subscriptions_error_payment_unknown())
  }
  const planName = planOf(session.planId).name
  if (session.status === 'complete') return { outcome: 'paid', planName }
  const state = await providerFor(session.provider as PaymentsProviderName).getCheckout(providerSessionId)
  if (!state) {
    throw new HttpError(404, m.subscriptions_error_provider_unknown())
  }
  if (state.paid) {
    await db.transaction((tx) => recordPaidCheckout(tx, session.provider, state))
    return { outcome: 'paid', planName }
  }
  if (state.status === 'expired') {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
    return { outcome: 'canceled', planName }
  }
  return { outcome: 'pending', planName }
}

/** How many of a school's open checkouts a return naming only its subscription asks the provider about. */
const OPEN_CHECKOUTS_ASKED = 5

/**
 * A return that names only the subscription (SPEC §2.1's `subscription_id`) is checked like one
 * with the session id: the subscription must be this school's, and the provider must have
 * confirmed it. Known here already (through the checkout check above or a signed webhook), its
 * recorded state answers. Not yet known, the provider is asked about this school's latest open
 * checkouts; the one that made this subscription, paid, is recorded as the session id's check
 * would record it. Another school's subscription id matches none of them.
 */
export async function confirmSubscriptionReturn(
  db: Db,
  actor: Actor,
  providerSubscriptionId: string,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<CheckoutOutcome> {
  assertActor(actor, ...ADULTS)
  const [subscription] = await db
    .select({ planId: subscriptions.planId, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        eq(subscriptions.schoolId, actor.schoolId),
      ),
    )
  if (subscription) {
    const planName = planOf(subscription.planId).name
    if (subscription.status === 'active' || subscription.status === 'past_due')
      return { outcome: 'paid', planName }
    if (subscription.status === 'canceled') return { outcome: 'canceled', planName }
    return { outcome: 'pending', planName }
  }
  const open = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.schoolId, actor.schoolId), eq(checkoutSessions.status, 'open')))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(OPEN_CHECKOUTS_ASKED)
  for (const session of open) {
    const state = await providerFor(session.provider as PaymentsProviderName).getCheckout(
      session.providerSessionId,
    )
    if (state?.paid && state.providerSubscriptionId === providerSubscriptionId) {
      await db.transaction((tx) => recordPaidCheckout(tx, session.provider, state))
      return { outcome: 'paid', planName: planOf(session.planId).name }
    }
  }
  throw new HttpError(404, m.subscriptions_error_payment_pending())
}
