import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { paymentsProvider } from '@/server/payments/payments-provider.server'
import { confirmCheckoutSchema, startCheckoutSchema } from './subscriptions.schemas'
import {
  cancelSubscription,
  confirmCheckout,
  getSubscriptionOverview,
  getUpgradeOptions,
  startCheckout,
} from './subscriptions.server'

const admins = requireVisitor('admin', 'staff')
const adults = requireVisitor('teacher', 'admin', 'staff')

export const fetchSubscriptionOverview = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getSubscriptionOverview(await getDb(), context.auth))

export const fetchUpgradeOptions = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getUpgradeOptions(await getDb(), context.auth))

export const startCheckoutFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(startCheckoutSchema))
  .handler(async ({ context, data }) =>
    startCheckout(await getDb(), context.auth, data, {
      provider: paymentsProvider(),
      // The school host this request came to (the middleware checked it is the visitor's school).
      origin: new URL(getRequest().url).origin,
    }),
  )

/** The callback page's check: POST, since it may record the payment. */
export const confirmCheckoutFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(confirmCheckoutSchema))
  .handler(async ({ context, data }) =>
    confirmCheckout(await getDb(), context.auth, data.sessionId, paymentsProvider),
  )

export const cancelSubscriptionFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .handler(async ({ context }) => cancelSubscription(await getDb(), context.auth, paymentsProvider))
