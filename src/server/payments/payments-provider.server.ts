import { appConfig } from '~/app.config'
import { createFakeProvider } from './fake-provider'
import type { PaymentsProvider, PaymentsProviderName } from './payments'
import { createStripeProvider } from './stripe-provider'

/**
 * The provider of this deployment (PAYMENTS_PROVIDER), or null when payments are not configured
 * (`none`, the default without demo data, decision 008): nothing can be bought and the webhook
 * does not exist.
 */
export function configuredPaymentsProvider(): PaymentsProvider | null {
  const name = appConfig().payments.provider
  return name === 'none' ? null : paymentsProvider(name)
}

/** The provider a stored checkout or subscription was made with: it is always settled where it was bought. */
export function paymentsProvider(name: PaymentsProviderName): PaymentsProvider {
  if (name === 'stripe') {
    const { stripeSecretKey, stripeWebhookSecret } = appConfig().payments
    return createStripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret })
  }
  return createFakeProvider()
}
