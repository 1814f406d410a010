import { PageHeader } from '@/components/layouts/page-header'
import type { CallbackSearch } from '../subscriptions.search'
import { PaymentCallback } from './payment-callback'

/** /dashboard/subscriptions/callback: the answer of the payment provider's checkout. */
export function PaymentCallbackPage({ search }: { search: CallbackSearch }) {
  return (
    <section>
      <PageHeader title="Payment" />
      <PaymentCallback sessionId={search.session_id} claimedSuccess={String(search.success) === 'true'} />
    </section>
  )
}
