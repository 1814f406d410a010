import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { upgradeOptionsQuery } from '../subscriptions.queries'
import { UpgradePlans } from './upgrade-plans'

/** /dashboard/upgrade: the plans a school can buy, per school and per year. */
export function UpgradePage() {
  const { data } = useSuspenseQuery(upgradeOptionsQuery())
  return (
    <section>
      <PageHeader title="Upgrade" description="Plans are per school, paid once a year." />
      <UpgradePlans options={data} />
    </section>
  )
}
