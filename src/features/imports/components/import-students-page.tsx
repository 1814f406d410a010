import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card, CardHeader } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { RosterImportPanel } from '@/features/rosters'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { importsQuery } from '../imports.queries'
import { ImportsHistory } from './imports-history'
import { UploadForm } from './upload-form'

/** /dashboard/students/import: upload a spreadsheet of students, and the school's recent imports. */
export function ImportStudentsPage() {
  const { data: imports } = useSuspenseQuery(importsQuery())
  const navigate = useNavigate()
  const visitorType = useRequestContext()?.visitor?.type
  const admin = visitorType === 'admin' || visitorType === 'staff'
  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/students">{m.dashboard_nav_students()}</BackLink>
        </p>
        <PageHeader title={m.imports_title()} description={m.imports_description()} />
      </div>
      <Card className="max-w-3xl" aria-labelledby="spreadsheet-heading">
        <CardHeader id="spreadsheet-heading" title={m.imports_from_spreadsheet()} />
        <UploadForm
          onUploaded={(importId) =>
            navigate({ to: '/dashboard/students/import/$importUUID', params: { importUUID: importId } })
          }
        />
      </Card>
      <Card className="max-w-3xl" aria-labelledby="history-heading">
        <CardHeader id="history-heading" title={m.imports_recent()} />
        <ImportsHistory imports={imports} />
      </Card>
      {admin ? (
        <Card className="max-w-3xl" aria-labelledby="roster-heading">
          <CardHeader id="roster-heading" title={m.imports_from_information_system()} />
          <RosterImportPanel />
        </Card>
      ) : null}
    </section>
  )
}
