import { createFileRoute } from '@tanstack/react-router'
import { PaymentCallbackPage } from '@/features/subscriptions/components/payment-callback-page'
import { callbackSearch } from '@/features/subscriptions/subscriptions.search'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/subscriptions/callback')({
  validateSearch: callbackSearch,
  head: () => ({ meta: [{ title: m.subscriptions_payment_page_title() }] }),
  component: CallbackRoute,
})

function CallbackRoute() {
  return <PaymentCallbackPage search={Route.useSearch()} />
}
