import { and, eq, inArray } from 'drizzle-orm'
import { checkoutSessions, invoices, subscriptions } from '@/server/db/schema'
import type { CheckoutState, ProviderInvoice } from '@/server/payments/payments'
import type { Tx } from './current-subscription.server'

/**
 * A paid checkout becomes the school's subscription (and its first invoice). Idempotent: the
 * callback and the webhook may both report the same payment, in either order.
 */
export async function recordPaidCheckout(tx: Tx, provider: string, state: CheckoutState): Promise<void> {
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

export async function upsertInvoice(
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
