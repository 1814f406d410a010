import { createFileRoute } from '@tanstack/react-router'
import { auditRecordQuery } from '@/features/audit/audit.queries'
import { settingsSearch } from '@/features/audit/audit.search'
import { AuditRecordPage } from '@/features/audit/components/audit-record-page'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { schoolSettingsQuery } from '@/features/settings/settings.queries'
import { providerSettingsQuery } from '@/features/sign-in-providers/sign-in-providers.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/settings')({
  validateSearch: settingsSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: m.settings_page_title() }] }),
  loader: async ({ context, deps: { view, ...filters } }) => {
    if (view === 'record') {
      await context.queryClient.ensureQueryData(auditRecordQuery(filters))
      return
    }
    // Every card comes with the page: a card that loaded later would push the ones below it down
    // while someone is reaching for their buttons.
    await Promise.all([
      context.queryClient.ensureQueryData(schoolSettingsQuery()),
      context.queryClient.ensureQueryData(auditRecordQuery()),
      context.queryClient.ensureQueryData(providerSettingsQuery()),
    ])
  },
  component: SettingsRoute,
})

function SettingsRoute() {
  const { view, ...filters } = Route.useSearch()
  if (view === 'record') return <AuditRecordPage filters={filters} />
  return <SettingsPage />
}
