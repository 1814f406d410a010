import { createFileRoute } from '@tanstack/react-router'
import { UpgradePage } from '@/features/subscriptions/components/upgrade-page'
import { upgradeOptionsQuery } from '@/features/subscriptions/subscriptions.queries'

export const Route = createFileRoute('/dashboard/upgrade')({
  head: () => ({ meta: [{ title: 'Upgrade · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(upgradeOptionsQuery()),
  component: UpgradePage,
})
