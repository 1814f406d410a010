import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { PaymentCallback } from '@/features/subscriptions/components/payment-callback'
import { callbackSearchSchema } from '@/features/subscriptions/subscriptions.schemas'

export const Route = createFileRoute('/dashboard/subscriptions/callback')({
  validateSearch: callbackSearchSchema,
  head: () => ({ meta: [{ title: 'Payment · CodeSchool' }] }),
  component: CallbackPage,
})

function CallbackPage() {
  const search = Route.useSearch()
  return (
    <section>
      <PageHeader title="Payment" />
      <PaymentCallback sessionId={search.session_id} claimedSuccess={String(search.success) === 'true'} />
    </section>
  )
}
