import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card, CardHeader } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { importsQuery } from '../imports.queries'
import { ImportsHistory } from './imports-history'
import { UploadForm } from './upload-form'

/** /dashboard/students/import: upload a spreadsheet of students, and the school's recent imports. */
export function ImportStudentsPage() {
  const { data: imports } = useSuspenseQuery(importsQuery())
  const navigate = useNavigate()
  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/students">Students</BackLink>
        </p>
        <PageHeader
          title="Import students"
          description="Add a whole class list, or the whole school, from a spreadsheet."
        />
      </div>
      <Card className="max-w-3xl">
        <UploadForm
          onUploaded={(importId) =>
            navigate({ to: '/dashboard/students/import/$importUUID', params: { importUUID: importId } })
          }
        />
      </Card>
      <Card className="max-w-3xl" aria-labelledby="history-heading">
        <CardHeader id="history-heading" title="Recent imports" />
        <ImportsHistory imports={imports} />
      </Card>
    </section>
  )
}
