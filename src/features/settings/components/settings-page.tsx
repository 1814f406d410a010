import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { AuditCard } from '@/features/audit'
import { ProviderSettingsCard } from '@/features/sign-in-providers'
import { m } from '@/paraglide/messages'
import { schoolSettingsQuery } from '../settings.queries'
import type { SchoolSettings } from '../settings.server'
import { DeleteSchoolCard } from './delete-school-card'
import { DeleteStudentsCard } from './delete-students-card'
import { SchoolDetailsCard } from './school-details-card'
import { ArchiveCard, ExportCard } from './school-export-cards'
import { LogoCard } from './school-logo-card'

/** /dashboard/settings (admin): the school's details and logo, its data exports, deleting student data or the school. */
export function SettingsPage() {
  const { data } = useSuspenseQuery(schoolSettingsQuery())
  return (
    <section>
      <PageHeader
        title={m.settings_title()}
        description={
          <span translate="no">
            <span dir="auto">{data.name}</span> · <span dir="ltr">{data.subdomain}</span>
          </span>
        }
      />
      <SchoolSettingsCards settings={data} />
    </section>
  )
}

interface SchoolSettingsProps {
  settings: SchoolSettings
}

function SchoolSettingsCards({ settings }: SchoolSettingsProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <SchoolDetailsCard settings={settings} />
      <LogoCard settings={settings} />
      <ProviderSettingsCard />
      <ArchiveCard />
      <ExportCard />
      <AuditCard />
      <DeleteStudentsCard settings={settings} />
      <DeleteSchoolCard settings={settings} />
    </div>
  )
}
