import { describe, expect, it } from 'vitest'
import { parseConfig } from '~/app.config'

describe('payments configuration', () => {
  it('defaults to the fake provider with demo data only (the embedded database)', () => {
    expect(parseConfig({}).payments).toEqual({
      provider: 'fake',
      stripeSecretKey: '',
      stripeWebhookSecret: '',
    })
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/codeschool' }).payments.provider).toBe('none')
  })

  it('refuses stripe without its key and webhook secret, naming the variables', () => {
    expect(() => parseConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET/,
    )
    expect(
      parseConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).payments,
    ).toEqual({ provider: 'stripe', stripeSecretKey: 'sk_test_1', stripeWebhookSecret: 'whsec_1' })
  })
})
