import { createFileRoute } from '@tanstack/react-router'
import { receivePaymentWebhook } from '@/features/subscriptions/subscriptions.server'
import { getDb } from '@/server/db/client'
import { apiHandler, jsonResponse } from '@/server/middleware/api-handler'
import { paymentsProvider } from '@/server/payments/payments-provider.server'

/**
 * The payment provider's webhook (decision 060): the signature is checked on the raw body, the
 * event is stored once (a repeated delivery answers `duplicate: true` and changes nothing).
 */
export const Route = createFileRoute('/api/payments/webhook')({
  server: {
    handlers: {
      POST: apiHandler(async ({ request }) => {
        const result = await receivePaymentWebhook(
          await getDb(),
          paymentsProvider(),
          await request.text(),
          request.headers,
        )
        return jsonResponse({ received: true, ...result })
      }),
    },
  },
})
