import { appConfig } from '~/app.config'
import { createFakeProvider } from './fake-provider'
import type { PaymentsProvider, PaymentsProviderName } from './payments'
import { createStripeProvider } from './stripe-provider'

/**
 * The configured provider (PAYMENTS_PROVIDER), or the one a stored subscription was sold by: a
 * subscription is always cancelled where it was bought.
 */
export function paymentsProvider(
  name: PaymentsProviderName = appConfig().payments.provider,
): PaymentsProvider {
  if (name === 'stripe') {
    const { stripeSecretKey, stripeWebhookSecret } = appConfig().payments
    return createStripeProvider({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret })
  }
  return createFakeProvider()
}
