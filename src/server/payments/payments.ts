import type { Plan } from '~/app.config'

/**
 * The payment provider behind one interface (decision 060). The app never trusts a browser's word
 * that a payment happened: it asks the provider (`getCheckout`) or reads a signed webhook.
 */
export type PaymentsProviderName = 'fake' | 'stripe'

/** Where the provider sends the browser back to; `{CHECKOUT_SESSION_ID}` is replaced by the provider. */
export interface CheckoutRequest {
  plan: Plan
  schoolId: string
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
}

interface CreatedCheckout {
  providerSessionId: string
  /** The provider's checkout page: the browser goes there. */
  url: string
}

/** A paid checkout's subscription and first invoice, as the provider reports them. */
export interface CheckoutState {
  providerSessionId: string
  status: 'open' | 'complete' | 'expired'
  paid: boolean
  providerSubscriptionId: string | null
  currentPeriodEnd: Date | null
  invoice: ProviderInvoice | null
}

export interface ProviderInvoice {
  providerInvoiceId: string
  providerSubscriptionId: string | null
  amountCents: number
  currency: string
  paid: boolean
  issuedAt: Date
}

export interface ProviderSubscription {
  providerSubscriptionId: string
  status: 'active' | 'past_due' | 'canceled' | 'pending'
  currentPeriodEnd: Date | null
  /** The subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean
}

/** A verified webhook, reduced to what the app acts on (`kind: 'ignored'` for everything else). */
export type PaymentEvent = { providerEventId: string; type: string; payload: unknown } & (
  | { kind: 'checkout_completed'; checkout: CheckoutState }
  | { kind: 'subscription_updated'; subscription: ProviderSubscription }
  | { kind: 'invoice_updated'; invoice: ProviderInvoice }
  | { kind: 'ignored' }
)

export interface PaymentsProvider {
  readonly name: PaymentsProviderName
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>
  /** The session's real state; null when the provider does not know the id. */
  getCheckout(providerSessionId: string): Promise<CheckoutState | null>
  /** Stops renewal: the subscription runs to the end of the paid period. */
  cancelSubscription(providerSubscriptionId: string): Promise<{ currentPeriodEnd: Date | null }>
  /** Checks the signature (HttpError 400 when wrong) and parses the event. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>
}

/** The placeholder both providers replace with the checkout session's id in the return URLs. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'
