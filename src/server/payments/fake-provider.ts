import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { HttpError } from '@/server/errors'
import type { Plan } from '~/app.config'
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentEvent,
  type PaymentsProvider,
} from './payments'
import { verifyWebhookSignature } from './webhook-signature'

/**
 * A payment provider that takes no money (PAYMENTS_PROVIDER=fake, the default): its checkout page
 * is on this app (/api/dev/fake-checkout/{id}) and its "Pay" button marks the session paid. Its
 * state lives in this process, like a provider's would live on its servers: the app still asks it
 * (`getCheckout`) before it believes a callback. Every paid plan is free with it, so a deployment
 * that sells plans sets PAYMENTS_PROVIDER=stripe.
 */
export interface FakeCheckoutSession {
  id: string
  plan: Plan
  successUrl: string
  cancelUrl: string
  status: 'open' | 'complete' | 'expired'
  subscriptionId: string | null
  invoiceId: string | null
  paidAt: Date | null
  currentPeriodEnd: Date | null
}

/** The fake provider's secret for signed test webhooks; not a secret, the fake takes no money. */
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_codeschool_local'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

interface FakeState {
  sessions: Map<string, FakeCheckoutSession>
}
const holder = globalThis as typeof globalThis & { __codeschoolFakePayments?: FakeState }
function state(): FakeState {
  holder.__codeschoolFakePayments ??= { sessions: new Map() }
  return holder.__codeschoolFakePayments
}

export function fakeCheckoutSession(id: string): FakeCheckoutSession | null {
  return state().sessions.get(id) ?? null
}

/** The fake checkout page's "Pay": the session is paid, a subscription and an invoice exist. */
export function payFakeCheckout(id: string, now = new Date()): FakeCheckoutSession {
  const session = fakeCheckoutSession(id)
  if (!session) throw new HttpError(404, 'This checkout does not exist.')
  if (session.status === 'open') {
    session.status = 'complete'
    session.subscriptionId = `fake_sub_${randomUUID()}`
    session.invoiceId = `fake_in_${randomUUID()}`
    session.paidAt = now
    session.currentPeriodEnd = new Date(now.getTime() + YEAR_MS)
  }
  return session
}

/** The fake checkout page's "Cancel": the session stays unpaid and can no longer be paid. */
export function abandonFakeCheckout(id: string): FakeCheckoutSession {
  const session = fakeCheckoutSession(id)
  if (!session) throw new HttpError(404, 'This checkout does not exist.')
  if (session.status === 'open') session.status = 'expired'
  return session
}

/** Where the fake page sends the browser back: the app's URL with the session id filled in. */
export function fakeReturnUrl(session: FakeCheckoutSession): string {
  const template = session.status === 'complete' ? session.successUrl : session.cancelUrl
  const url = template.replace(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(session.id))
  if (session.status !== 'complete' || !session.subscriptionId) return url
  const withSubscription = new URL(url)
  withSubscription.searchParams.set('subscription_id', session.subscriptionId)
  return withSubscription.toString()
}

function stateOf(session: FakeCheckoutSession): CheckoutState {
  const paid = session.status === 'complete'
  return {
    providerSessionId: session.id,
    status: session.status,
    paid,
    providerSubscriptionId: session.subscriptionId,
    currentPeriodEnd: session.currentPeriodEnd,
    invoice:
      paid && session.invoiceId
        ? {
            providerInvoiceId: session.invoiceId,
            providerSubscriptionId: session.subscriptionId,
            amountCents: session.plan.pricePerYearCents,
            currency: 'USD',
            paid: true,
            issuedAt: session.paidAt ?? new Date(),
          }
        : null,
  }
}

const isoDate = z.iso.datetime().transform((value) => new Date(value))
const fakeEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1),
    type: z.literal('checkout.completed'),
    data: z.object({ session: z.string() }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('subscription.updated'),
    data: z.object({
      subscription: z.string(),
      status: z.enum(['active', 'past_due', 'canceled', 'pending']),
      current_period_end: isoDate.nullable(),
      cancel_at_period_end: z.boolean(),
    }),
  }),
])

export function createFakeProvider(): PaymentsProvider {
  return {
    name: 'fake',
    async createCheckout(request: CheckoutRequest) {
      const id = `fake_cs_${randomUUID()}`
      state().sessions.set(id, {
        id,
        plan: request.plan,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        subscriptionId: null,
        invoiceId: null,
        paidAt: null,
        currentPeriodEnd: null,
      })
      return {
        providerSessionId: id,
        url: `${new URL(request.successUrl).origin}/api/dev/fake-checkout/${id}`,
      }
    },
    async getCheckout(providerSessionId) {
      const session = fakeCheckoutSession(providerSessionId)
      return session ? stateOf(session) : null
    },
    async cancelSubscription(providerSubscriptionId) {
      for (const session of state().sessions.values()) {
        if (session.subscriptionId === providerSubscriptionId) {
          return { currentPeriodEnd: session.currentPeriodEnd }
        }
      }
      // Subscriptions the fake never sold (the seeded demo ones): nothing to stop on its side.
      return { currentPeriodEnd: null }
    },
    async parseWebhook(rawBody, headers) {
      verifyWebhookSignature(rawBody, headers.get('x-fake-signature'), FAKE_WEBHOOK_SECRET)
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        throw new HttpError(400, 'The webhook body must be JSON.')
      }
      const parsed = fakeEventSchema.safeParse(json)
      if (!parsed.success) throw new HttpError(400, 'Unknown fake payment event.')
      const event = parsed.data
      const base = { providerEventId: event.id, type: event.type, payload: json }
      if (event.type === 'checkout.completed') {
        const session = fakeCheckoutSession(event.data.session)
        if (!session) return { ...base, kind: 'ignored' }
        return { ...base, kind: 'checkout_completed', checkout: stateOf(session) }
      }
      return {
        ...base,
        kind: 'subscription_updated',
        subscription: {
          providerSubscriptionId: event.data.subscription,
          status: event.data.status,
          currentPeriodEnd: event.data.current_period_end,
          cancelAtPeriodEnd: event.data.cancel_at_period_end,
        },
      } satisfies PaymentEvent
    },
  }
}
