import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
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
  const queryClient = useQueryClient()
  return (
    <section>
      <PageHeader title="Subscription" description="Your school's plan and invoices." />
      <SubscriptionPage
        overview={data}
        onChanged={async () => {
          // The plan, the upgrade page and the visitor's paid status read fresh data.
          await queryClient.invalidateQueries()
        }}
      />
    </section>
  )
}
