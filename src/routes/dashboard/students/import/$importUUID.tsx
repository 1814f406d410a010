import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ImportPage } from '@/features/imports/components/import-page'
import { importPageQuery } from '@/features/imports/imports.queries'
import { importViews } from '@/features/imports/imports.schemas'
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
  component: ImportRoute,
})

function ImportRoute() {
  const { importUUID } = Route.useParams()
  return <ImportPage importId={importUUID} search={Route.useSearch()} />
}
