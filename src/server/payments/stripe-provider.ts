import { HttpError } from '@/server/errors'
import type {
  CheckoutRequest,
  CheckoutState,
  PaymentEvent,
  PaymentsProvider,
  ProviderInvoice,
  ProviderSubscription,
} from './payments'
import { verifyWebhookSignature } from './webhook-signature'

/**
 * Stripe Checkout through its REST API (form-encoded requests, JSON answers), with fetch and the
 * secret key: no SDK. Only the fields the app reads are typed; Stripe sends many more.
 */
export const STRIPE_API = 'https://api.stripe.com/v1'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  fetch?: typeof fetch
  /** Seconds since the epoch, for the webhook timestamp check (tests pin it). */
  now?: () => number
}

/** The form body of POST /v1/checkout/sessions: a yearly subscription to the plan's price. */
function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'subscription',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.schoolId,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(request.plan.pricePerYearCents),
    'line_items[0][price_data][recurring][interval]': 'year',
    'line_items[0][price_data][product_data][name]': `CodeSchool ${request.plan.name}`,
    'metadata[school_id]': request.schoolId,
    'metadata[plan_id]': request.plan.id,
    'subscription_data[metadata][school_id]': request.schoolId,
    'subscription_data[metadata][plan_id]': request.plan.id,
  })
  if (request.customerEmail) form.set('customer_email', request.customerEmail)
  return form
}

type StripeObject = Record<string, unknown>

const asObject = (value: unknown): StripeObject | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as StripeObject) : null
const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)
const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null)
const fromUnix = (value: unknown): Date | null => {
  const seconds = asNumber(value)
  return seconds === null ? null : new Date(seconds * 1000)
}
/** An expandable field: the id whether Stripe sent the id or the whole object. */
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObject(value)?.id)

function subscriptionStatus(status: unknown, deleted = false): ProviderSubscription['status'] {
  if (deleted) return 'canceled'
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      return 'pending'
  }
}

/** current_period_end moved from the subscription to its items in API version 2025-03-31. */
function periodEnd(subscription: StripeObject): Date | null {
  const items = asObject(subscription.items)?.data
  const firstItem = Array.isArray(items) ? asObject(items[0]) : null
  return fromUnix(subscription.current_period_end) ?? fromUnix(firstItem?.current_period_end)
}

function parseStripeSubscription(subscription: StripeObject, deleted = false): ProviderSubscription {
  const id = asString(subscription.id)
  if (!id) throw new HttpError(502, 'The payment provider sent a subscription without an id.')
  return {
    providerSubscriptionId: id,
    status: subscriptionStatus(subscription.status, deleted),
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  }
}

function parseStripeInvoice(invoice: StripeObject): ProviderInvoice | null {
  const id = asString(invoice.id)
  if (!id) return null
  const parentSubscription = asObject(asObject(invoice.parent)?.subscription_details)?.subscription
  return {
    providerInvoiceId: id,
    providerSubscriptionId: idOf(invoice.subscription) ?? idOf(parentSubscription),
    amountCents: asNumber(invoice.amount_paid) ?? asNumber(invoice.amount_due) ?? 0,
    currency: (asString(invoice.currency) ?? 'usd').toUpperCase(),
    paid: invoice.status === 'paid',
    issuedAt: fromUnix(invoice.created) ?? new Date(),
  }
}

function parseStripeCheckoutSession(session: StripeObject): CheckoutState {
  const id = asString(session.id)
  if (!id) throw new HttpError(502, 'The payment provider sent a checkout without an id.')
  const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open'
  const subscription = asObject(session.subscription)
  const invoice = asObject(session.invoice)
  return {
    providerSessionId: id,
    status,
    paid: status === 'complete' && session.payment_status === 'paid',
    providerSubscriptionId: idOf(session.subscription),
    currentPeriodEnd: subscription ? periodEnd(subscription) : null,
    invoice: invoice ? parseStripeInvoice(invoice) : null,
  }
}

/** A verified event's payload reduced to what the app acts on. */
function parseStripeEvent(event: StripeObject): PaymentEvent {
  const providerEventId = asString(event.id)
  const type = asString(event.type)
  const object = asObject(asObject(event.data)?.object)
  if (!providerEventId || !type || !object) throw new HttpError(400, 'Not a Stripe event.')
  const base = { providerEventId, type, payload: event }
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'checkout_completed', checkout: parseStripeCheckoutSession(object) }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscription_updated',
        subscription: parseStripeSubscription(object, type === 'customer.subscription.deleted'),
      }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
    case 'invoice.voided': {
      const invoice = parseStripeInvoice(object)
      return invoice ? { ...base, kind: 'invoice_updated', invoice } : { ...base, kind: 'ignored' }
    }
    default:
      return { ...base, kind: 'ignored' }
  }
}

export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const request = async (method: 'GET' | 'POST', path: string, form?: URLSearchParams) => {
    const doFetch = options.fetch ?? fetch
    const response = await doFetch(`${STRIPE_API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    })
    const body = asObject(await response.json().catch(() => null))
    if (!response.ok) {
      const message = asString(asObject(body?.error)?.message)
      return { ok: false as const, status: response.status, message, body }
    }
    return { ok: true as const, status: response.status, body: body ?? {} }
  }
  const providerError = (message: string | null) =>
    new HttpError(502, 'The payment provider did not answer as expected. Try again in a minute.', [
      ...(message ? [{ field: 'provider', message }] : []),
    ])

  return {
    name: 'stripe',
    async createCheckout(checkout) {
      const answer = await request('POST', '/checkout/sessions', checkoutSessionForm(checkout))
      if (!answer.ok) throw providerError(answer.message)
      const id = asString(answer.body.id)
      const url = asString(answer.body.url)
      if (!id || !url) throw providerError('no id or url')
      return { providerSessionId: id, url }
    },
    async getCheckout(providerSessionId) {
      const query = new URLSearchParams([
        ['expand[]', 'subscription'],
        ['expand[]', 'invoice'],
      ])
      const answer = await request(
        'GET',
        `/checkout/sessions/${encodeURIComponent(providerSessionId)}?${query.toString()}`,
      )
      if (!answer.ok && answer.status === 404) return null
      if (!answer.ok) throw providerError(answer.message)
      return parseStripeCheckoutSession(answer.body)
    },
    async cancelSubscription(providerSubscriptionId) {
      const answer = await request(
        'POST',
        `/subscriptions/${encodeURIComponent(providerSubscriptionId)}`,
        new URLSearchParams({ cancel_at_period_end: 'true' }),
      )
      if (!answer.ok) throw providerError(answer.message)
      return { currentPeriodEnd: periodEnd(answer.body) }
    },
    async parseWebhook(rawBody, headers) {
      verifyWebhookSignature(
        rawBody,
        headers.get('stripe-signature'),
        options.webhookSecret,
        options.now?.() ?? Math.floor(Date.now() / 1000),
      )
      let event: unknown
      try {
        event = JSON.parse(rawBody)
      } catch {
        throw new HttpError(400, 'The webhook body must be JSON.')
      }
      const object = asObject(event)
      if (!object) throw new HttpError(400, 'Not a Stripe event.')
      return parseStripeEvent(object)
    },
  }
}
