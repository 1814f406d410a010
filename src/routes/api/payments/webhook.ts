import { createFileRoute } from '@tanstack/react-router'
import { handlePaymentEvent } from '@/features/subscriptions/subscriptions.server'
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
        const provider = paymentsProvider()
        const event = await provider.parseWebhook(await request.text(), request.headers)
        const result = await handlePaymentEvent(await getDb(), provider.name, event)
        return jsonResponse({ received: true, ...result })
      }),
    },
  },
})
