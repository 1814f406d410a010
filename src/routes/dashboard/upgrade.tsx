import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { UpgradePlans } from '@/features/subscriptions/components/upgrade-plans'
import { upgradeOptionsQuery } from '@/features/subscriptions/subscriptions.queries'

export const Route = createFileRoute('/dashboard/upgrade')({
  head: () => ({ meta: [{ title: 'Upgrade · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(upgradeOptionsQuery()),
  component: UpgradePage,
})

function UpgradePage() {
  const { data } = useSuspenseQuery(upgradeOptionsQuery())
  return (
    <section>
      <PageHeader title="Upgrade" description="Plans are per school, paid once a year." />
      <UpgradePlans options={data} />
    </section>
  )
}
