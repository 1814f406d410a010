import { createFileRoute } from '@tanstack/react-router'
import { auditRecordQuery } from '@/features/audit/audit.queries'
import { settingsSearch } from '@/features/audit/audit.search'
import { AuditRecordPage } from '@/features/audit/components/audit-record-page'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { schoolSettingsQuery } from '@/features/settings/settings.queries'

export const Route = createFileRoute('/dashboard/settings')({
  validateSearch: settingsSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: 'Settings · CodeSchool' }] }),
  loader: async ({ context, deps: { view, ...filters } }) => {
    if (view === 'record') {
      await context.queryClient.ensureQueryData(auditRecordQuery(filters))
      return
    }
    await Promise.all([
      context.queryClient.ensureQueryData(schoolSettingsQuery()),
      context.queryClient.ensureQueryData(auditRecordQuery()),
    ])
  },
  component: SettingsRoute,
})

function SettingsRoute() {
  const { view, ...filters } = Route.useSearch()
  if (view === 'record') return <AuditRecordPage filters={filters} />
  return <SettingsPage />
}
