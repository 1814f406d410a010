import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page'
import { subscriptionOverviewQuery } from '@/features/subscriptions/subscriptions.queries'

export const Route = createFileRoute('/dashboard/subscriptions/')({
  head: () => ({ meta: [{ title: 'Subscription · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(subscriptionOverviewQuery()),
  component: SubscriptionPage,
})
