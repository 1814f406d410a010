import { and, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { paymentEvents, subscriptions } from '@/server/db/schema'
import type {
  PaymentEvent,
  PaymentsProvider,
  PaymentsProviderName,
  ProviderInvoice,
  ProviderSubscription,
} from '@/server/payments/payments'
import type { Tx } from './current-subscription.server'
import { recordPaidCheckout, upsertInvoice } from './payment-records.server'

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
