import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import type { CallbackSearch } from '../subscriptions.search'
import { PaymentCallback } from './payment-callback'

/** /dashboard/subscriptions/callback: the answer of the payment provider's checkout. */
export function PaymentCallbackPage({ search }: { search: CallbackSearch }) {
  return (
    <section>
      <PageHeader title={m.subscriptions_payment()} />
      <PaymentCallback
        sessionId={search.session_id}
        subscriptionId={search.subscription_id}
        claimedSuccess={String(search.success) === 'true' || search.status === 'paid'}
        claimedCancel={search.status === 'canceled' || search.status === 'cancelled'}
      />
    </section>
  )
}
