import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { SchoolSettingsPage } from '@/features/settings/components/school-settings'
import { schoolSettingsQuery } from '@/features/settings/settings.queries'

export const Route = createFileRoute('/dashboard/settings')({
  head: () => ({ meta: [{ title: 'Settings · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(schoolSettingsQuery()),
  component: SettingsPage,
})

function SettingsPage() {
  const { data } = useSuspenseQuery(schoolSettingsQuery())
  return (
    <section>
      <PageHeader title="Settings" description={`${data.name} · ${data.subdomain}`} />
      <SchoolSettingsPage settings={data} />
    </section>
  )
}
