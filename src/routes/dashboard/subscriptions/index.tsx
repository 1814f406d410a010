import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-overview'
import { subscriptionOverviewQuery } from '@/features/subscriptions/subscriptions.queries'

export const Route = createFileRoute('/dashboard/subscriptions/')({
  head: () => ({ meta: [{ title: 'Subscription · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(subscriptionOverviewQuery()),
  component: SubscriptionsRoute,
})

function SubscriptionsRoute() {
  const { data } = useSuspenseQuery(subscriptionOverviewQuery())
  return (
    <section>
      <PageHeader title="Subscription" description="Your school's plan and invoices." />
      <SubscriptionPage overview={data} />
    </section>
  )
}
