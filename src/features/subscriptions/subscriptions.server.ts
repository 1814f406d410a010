import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import { ADMINS, ADULTS } from '@/access/visitor'
import { type Actor, assertActor, isSchoolAdmin } from '@/server/auth/actor'
import { isCurrentSubscription } from '@/server/auth/paid-status'
import type { Db } from '@/server/db/client'
import { checkoutSessions, invoices, paymentEvents, subscriptions, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutState,
  type PaymentEvent,
  type PaymentsProvider,
  type PaymentsProviderName,
  type ProviderInvoice,
  type ProviderSubscription,
} from '@/server/payments/payments'
import { type Plan, plans } from '~/app.config'
import type { CheckoutOutcome, PaidPlanId } from './subscriptions.schemas'

/** Subscriptions, checkout and the payment webhook (PRODUCT.md §3, decision 060). */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

const planOf = (planId: string): Plan => plans.find((plan) => plan.id === planId) ?? plans[0]!

interface PlanView {
  id: Plan['id']
  name: string
  pricePerYearCents: number
  studentLimit: number | null
  paid: boolean
}

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

export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured on this server, so no plan can be bought here. Nothing has changed.'

async function currentSubscription(db: Executor, schoolId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.schoolId, schoolId), isCurrentSubscription()))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row ?? null
}

const planView = ({ id, name, pricePerYearCents, studentLimit, paid }: Plan): PlanView => ({
  id,
  name,
  pricePerYearCents,
  studentLimit,
  paid,
})

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
  if (!provider) throw new HttpError(409, PAYMENTS_NOT_CONFIGURED)
  const plan = plans.find((candidate) => candidate.id === input.planId && candidate.paid)
  if (!plan)
    throw new HttpError(400, 'Choose one of the paid plans.', [
      { field: 'planId', message: 'Choose a plan.' },
    ])
  const current = await currentSubscription(db, actor.schoolId)
  if (current && !current.canceledAt) {
    throw new HttpError(
      409,
      `Your school already has the ${planOf(current.planId).name} plan. To change plan, cancel it on the Subscription page first; the new plan can start when you like.`,
    )
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
    throw new HttpError(
      404,
      'We could not find this payment for your school, so nothing has changed. Open Upgrade to start again.',
    )
  }
  const planName = planOf(session.planId).name
  if (session.status === 'complete') return { outcome: 'paid', planName }
  const state = await providerFor(session.provider as PaymentsProviderName).getCheckout(providerSessionId)
  if (!state) {
    throw new HttpError(
      404,
      'The payment provider does not know this payment, so nothing has changed. Open Upgrade to start again.',
    )
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

/**
 * A paid checkout becomes the school's subscription (and its first invoice). Idempotent: the
 * callback and the webhook may both report the same payment, in either order.
 */
async function recordPaidCheckout(tx: Tx, provider: string, state: CheckoutState): Promise<void> {
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerSessionId, state.providerSessionId),
      ),
    )
    .for('update')
  if (!session || !state.paid || !state.providerSubscriptionId) return
  if (session.status !== 'complete') {
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: new Date() })
      .where(eq(checkoutSessions.id, session.id))
  }
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId))
  let subscriptionId = existing?.id
  if (!existing) {
    // One current subscription per school: a plan that was cancelled and still runs ends now.
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: new Date(), canceledAt: new Date() })
      .where(
        and(
          eq(subscriptions.schoolId, session.schoolId),
          inArray(subscriptions.status, ['active', 'past_due']),
        ),
      )
    const [created] = await tx
      .insert(subscriptions)
      .values({
        schoolId: session.schoolId,
        planId: session.planId,
        status: 'active',
        provider,
        providerSubscriptionId: state.providerSubscriptionId,
        currentPeriodEnd: state.currentPeriodEnd,
      })
      .returning({ id: subscriptions.id })
    subscriptionId = created!.id
  } else if (existing.status === 'pending') {
    await tx
      .update(subscriptions)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(subscriptions.id, existing.id))
  }
  if (state.invoice) await upsertInvoice(tx, session.schoolId, subscriptionId ?? null, state.invoice)
}

async function upsertInvoice(
  tx: Tx,
  schoolId: string,
  subscriptionId: string | null,
  invoice: ProviderInvoice,
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      schoolId,
      subscriptionId,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      status: invoice.paid ? 'paid' : 'open',
      issuedAt: invoice.issuedAt,
      providerInvoiceId: invoice.providerInvoiceId,
    })
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { status: invoice.paid ? 'paid' : 'open', amountCents: invoice.amountCents },
    })
}

async function applySubscriptionUpdate(
  tx: Tx,
  provider: string,
  update: ProviderSubscription,
): Promise<void> {
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, update.providerSubscriptionId),
      ),
    )
  // A subscription the app has not seen yet (its checkout event comes later) is recorded then.
  if (!existing) return
  await tx
    .update(subscriptions)
    .set({
      status: update.status === 'pending' ? existing.status : update.status,
      currentPeriodEnd: update.currentPeriodEnd ?? existing.currentPeriodEnd,
      canceledAt:
        update.cancelAtPeriodEnd || update.status === 'canceled' ? (existing.canceledAt ?? new Date()) : null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, existing.id))
}

async function applyInvoiceUpdate(tx: Tx, provider: string, invoice: ProviderInvoice): Promise<void> {
  if (!invoice.providerSubscriptionId) return
  const [subscription] = await tx
    .select({ id: subscriptions.id, schoolId: subscriptions.schoolId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, invoice.providerSubscriptionId),
      ),
    )
  if (!subscription) return
  await upsertInvoice(tx, subscription.schoolId, subscription.id, invoice)
}

/**
 * POST /api/payments/webhook, after the provider verified the signature: stored once per provider
 * event (a repeated delivery changes nothing) and applied in the same transaction, so an event
 * that fails is not stored and the provider's retry applies it.
 */
async function handlePaymentEvent(
  db: Db,
  provider: PaymentsProviderName,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        providerEventId: event.providerEventId,
        type: event.type,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!stored) return { duplicate: true }
    switch (event.kind) {
      case 'checkout_completed':
        await recordPaidCheckout(tx, provider, event.checkout)
        break
      case 'subscription_updated':
        await applySubscriptionUpdate(tx, provider, event.subscription)
        break
      case 'invoice_updated':
        await applyInvoiceUpdate(tx, provider, event.invoice)
        break
      case 'ignored':
        break
    }
    await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, stored.id))
    return { duplicate: false }
  })
}

/**
 * The webhook's whole path: verify and parse with the provider, then record. Stripe's checkout
 * event names the subscription but not its period end or invoice, so the session is read whole and
 * the renewal date is known whichever event arrives first.
 */
export async function receivePaymentWebhook(
  db: Db,
  provider: PaymentsProvider,
  rawBody: string,
  headers: Headers,
): Promise<{ duplicate: boolean }> {
  let event = await provider.parseWebhook(rawBody, headers)
  if (event.kind === 'checkout_completed' && event.checkout.paid && !event.checkout.currentPeriodEnd) {
    const fresh = await provider.getCheckout(event.checkout.providerSessionId)
    if (fresh?.paid) event = { ...event, checkout: fresh }
  }
  return handlePaymentEvent(db, provider.name, event)
}

/** Stops renewal at the provider; the school stays paid until the end of the period paid for. */
export async function cancelSubscription(
  db: Db,
  actor: Actor,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<{ endsAt: string | null }> {
  assertActor(actor, ...ADMINS)
  const current = await currentSubscription(db, actor.schoolId)
  if (!current) throw new HttpError(409, 'Your school has no paid plan to cancel.')
  if (current.canceledAt) {
    return { endsAt: current.currentPeriodEnd?.toISOString() ?? null }
  }
  const answer = current.providerSubscriptionId
    ? await providerFor(current.provider as PaymentsProviderName).cancelSubscription(
        current.providerSubscriptionId,
      )
    : { currentPeriodEnd: null }
  const endsAt = answer.currentPeriodEnd ?? current.currentPeriodEnd ?? new Date()
  await db
    .update(subscriptions)
    .set({ canceledAt: new Date(), currentPeriodEnd: endsAt, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, current.id),
        isNull(subscriptions.canceledAt),
        ne(subscriptions.status, 'canceled'),
      ),
    )
  return { endsAt: endsAt.toISOString() }
}
