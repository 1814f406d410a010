import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page'
import { subscriptionOverviewQuery } from '@/features/subscriptions/subscriptions.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/subscriptions/')({
  head: () => ({ meta: [{ title: m.subscriptions_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(subscriptionOverviewQuery()),
  component: SubscriptionPage,
})
