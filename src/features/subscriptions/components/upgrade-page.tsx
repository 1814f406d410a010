import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { upgradeOptionsQuery } from '../subscriptions.queries'
import { UpgradePlans } from './upgrade-plans'

/** /dashboard/upgrade: the plans a school can buy, per school and per year. */
export function UpgradePage() {
  const { data } = useSuspenseQuery(upgradeOptionsQuery())
  return (
    <section>
      <PageHeader title={m.subscriptions_upgrade()} description={m.subscriptions_upgrade_description()} />
      <UpgradePlans options={data} />
    </section>
  )
}
