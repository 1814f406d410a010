import { createFileRoute } from '@tanstack/react-router'
import { receivePaymentWebhook } from '@/features/subscriptions/payment-webhook.server'
import { getDb } from '@/server/db/client'
import { apiHandler, jsonResponse } from '@/server/middleware/api-handler'
import { configuredPaymentsProvider } from '@/server/payments/payments-provider.server'

/**
 * The payment provider's webhook (decision 060): the signature is checked on the raw body with the
 * configured provider's secret, the event is stored once (a repeated delivery answers
 * `duplicate: true` and changes nothing). Without a configured provider it does not exist (404,
 * decision 008), so no event is ever accepted.
 */
export const Route = createFileRoute('/api/payments/webhook')({
  server: {
    handlers: {
      POST: apiHandler(async ({ request }) => {
        const provider = configuredPaymentsProvider()
        if (!provider) return jsonResponse({ message: 'Not found', errors: [] }, { status: 404 })
        const result = await receivePaymentWebhook(
          await getDb(),
          provider,
          await request.text(),
          request.headers,
        )
        return jsonResponse({ received: true, ...result })
      }),
    },
  },
})
