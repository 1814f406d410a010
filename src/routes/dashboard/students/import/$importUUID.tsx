import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { BackLink } from '@/components/ui/text-link'
import { classKeys } from '@/features/classes/classes.queries'
import { ImportPreview } from '@/features/imports/components/import-preview'
import { ImportFailed, ImportProgress, ImportResult } from '@/features/imports/components/import-status'
import { statusLabels } from '@/features/imports/components/imports-history'
import {
  confirmImportFn,
  decideImportClassFn,
  downloadImportResultFn,
  fixImportRowFn,
  setImportRowsActionFn,
} from '@/features/imports/imports.functions'
import { importPageQuery } from '@/features/imports/imports.queries'
import { importViews } from '@/features/imports/imports.schemas'
import { studentKeys } from '@/features/students/students.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

const searchSchema = z.object({
  view: z.enum(importViews).optional().catch(undefined),
  page: z.number().int().min(1).max(1000).optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/students/import/$importUUID')({
  params: uuidParams('importUUID'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: 'Student import · CodeSchool' }] }),
  loader: ({ context, params, deps }) =>
    notFoundOn404(() =>
      context.queryClient.ensureQueryData(importPageQuery(params.importUUID, deps.view, deps.page)),
    ),
  component: ImportPage,
})

function ImportPage() {
  const { importUUID } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const queryClient = useQueryClient()
  const { data: page } = useSuspenseQuery(importPageQuery(importUUID, search.view, search.page))
  const status = page.import.status
  const data = { importId: importUUID }
  // Keep the view the page opened on (Problems) while rows get fixed, rather than jumping to All.
  useEffect(() => {
    if (status === 'preview' && !search.view) void navigate({ search: { view: page.view }, replace: true })
  }, [status, search.view, page.view, navigate])
  // The job added students and maybe classes: lists elsewhere must reload.
  useEffect(() => {
    if (status === 'completed') {
      void queryClient.invalidateQueries({ queryKey: studentKeys.all })
      void queryClient.invalidateQueries({ queryKey: classKeys.all })
    }
  }, [status, queryClient])

  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/students/import">Import students</BackLink>
        </p>
        <PageHeader
          title={status === 'preview' ? 'Check the import' : 'Student import'}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono">{page.import.fileName}</span>
              <Badge tone={statusLabels[status].tone}>{statusLabels[status].label}</Badge>
            </span>
          }
        />
      </div>
      {status === 'preview' ? (
        <ImportPreview
          page={page}
          onView={(view, pageNumber) => navigate({ search: { view, page: pageNumber }, replace: true })}
          onFix={(rowNumber, row) => fixImportRowFn({ data: { ...data, rowNumber, data: row } })}
          onAction={(input) => setImportRowsActionFn({ data: { ...data, ...input } })}
          onClass={(className, create) => decideImportClassFn({ data: { ...data, className, create } })}
          onConfirm={async () => {
            await confirmImportFn({ data })
            await navigate({ search: {}, replace: true })
          }}
        />
      ) : status === 'queued' || status === 'running' ? (
        <ImportProgress page={page} />
      ) : status === 'completed' ? (
        <ImportResult page={page} onDownload={() => downloadImportResultFn({ data })} />
      ) : (
        <ImportFailed page={page} />
      )}
    </section>
  )
}
