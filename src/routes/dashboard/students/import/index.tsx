import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card, CardHeader } from '@/components/ui/card'
import { ImportsHistory } from '@/features/imports/components/imports-history'
import { UploadForm } from '@/features/imports/components/upload-form'
import { importKeys, importsQuery } from '@/features/imports/imports.queries'

export const Route = createFileRoute('/dashboard/students/import/')({
  head: () => ({ meta: [{ title: 'Import students · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(importsQuery()),
  component: ImportPage,
})

function ImportPage() {
  const { data: imports } = useSuspenseQuery(importsQuery())
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <Link
            to="/dashboard/students"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            ← Students
          </Link>
        </p>
        <PageHeader
          title="Import students"
          description="Add a whole class list, or the whole school, from a spreadsheet."
        />
      </div>
      <Card className="max-w-3xl">
        <UploadForm
          onUploaded={async (importId) => {
            await queryClient.invalidateQueries({ queryKey: importKeys.all })
            await navigate({ to: '/dashboard/students/import/$importUUID', params: { importUUID: importId } })
          }}
        />
      </Card>
      <Card className="max-w-3xl" aria-labelledby="history-heading">
        <CardHeader id="history-heading" title="Recent imports" />
        <ImportsHistory imports={imports} />
      </Card>
    </section>
  )
}
