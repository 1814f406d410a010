import { createFileRoute } from '@tanstack/react-router'
import { PaymentCallbackPage } from '@/features/subscriptions/components/payment-callback-page'
import { callbackSearchSchema } from '@/features/subscriptions/subscriptions.schemas'

export const Route = createFileRoute('/dashboard/subscriptions/callback')({
  validateSearch: callbackSearchSchema,
  head: () => ({ meta: [{ title: 'Payment · CodeSchool' }] }),
  component: CallbackRoute,
})

function CallbackRoute() {
  return <PaymentCallbackPage search={Route.useSearch()} />
}
