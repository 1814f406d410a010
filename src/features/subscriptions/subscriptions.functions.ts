import { createServerFn } from '@tanstack/react-start'
import { ADMINS, ADULTS } from '@/access/visitor'
import { listAdminContacts } from '@/features/teachers/admin-contacts.server'
import { schoolOrigin } from '@/lib/hosts'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { configuredPaymentsProvider, paymentsProvider } from '@/server/payments/payments-provider.server'
import { appConfig } from '~/app.config'
import { confirmCheckout, confirmSubscriptionReturn, startCheckout } from './checkout.server'
import { cancelSubscription } from './subscription-cancellation.server'
import { getSubscriptionOverview } from './subscription-overview.server'
import { confirmCheckoutSchema, startCheckoutSchema } from './subscriptions.schemas'
import { getUpgradeOptions } from './upgrade-options.server'

const admins = requireVisitor(...ADMINS)
const adults = requireVisitor(...ADULTS)

export const fetchSubscriptionOverview = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getSubscriptionOverview(await getDb(), context.auth))

export const fetchUpgradeOptions = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => {
    const db = await getDb()
    const options = await getUpgradeOptions(db, context.auth, {
      paymentsConfigured: configuredPaymentsProvider() !== null,
    })
    // A teacher is told whom to ask (decision 099).
    return { ...options, admins: options.canBuy ? [] : await listAdminContacts(db, context.auth) }
  })

export const startCheckoutFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(startCheckoutSchema))
  .handler(async ({ context, data }) =>
    startCheckout(await getDb(), context.auth, data, {
      provider: configuredPaymentsProvider(),
      // The return URLs point at the visitor's school at its configured origin (decision 007).
      origin: schoolOrigin(context.auth.schoolSubdomain, appConfig()),
    }),
  )

/** The callback page's check: POST, since it may record the payment. */
export const confirmCheckoutFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(confirmCheckoutSchema))
  .handler(async ({ context, data }) =>
    data.sessionId
      ? confirmCheckout(await getDb(), context.auth, data.sessionId, paymentsProvider)
      : confirmSubscriptionReturn(await getDb(), context.auth, data.subscriptionId ?? '', paymentsProvider),
  )

export const cancelSubscriptionFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .handler(async ({ context }) => cancelSubscription(await getDb(), context.auth, paymentsProvider))
