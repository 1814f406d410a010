import { createFileRoute } from '@tanstack/react-router'
import { UpgradePage } from '@/features/subscriptions/components/upgrade-page'
import { upgradeOptionsQuery } from '@/features/subscriptions/subscriptions.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/upgrade')({
  head: () => ({ meta: [{ title: m.subscriptions_upgrade_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(upgradeOptionsQuery()),
  component: UpgradePage,
})
