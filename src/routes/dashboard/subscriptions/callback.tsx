import { createFileRoute } from '@tanstack/react-router'
import { PaymentCallbackPage } from '@/features/subscriptions/components/payment-callback-page'
import { callbackSearch } from '@/features/subscriptions/subscriptions.search'

export const Route = createFileRoute('/dashboard/subscriptions/callback')({
  validateSearch: callbackSearch,
  head: () => ({ meta: [{ title: 'Payment · CodeSchool' }] }),
  component: CallbackRoute,
})

function CallbackRoute() {
  return <PaymentCallbackPage search={Route.useSearch()} />
}
