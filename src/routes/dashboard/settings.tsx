import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { schoolSettingsQuery } from '@/features/settings/settings.queries'

export const Route = createFileRoute('/dashboard/settings')({
  head: () => ({ meta: [{ title: 'Settings · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(schoolSettingsQuery()),
  component: SettingsPage,
})
