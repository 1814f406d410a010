import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '@/features/imports/components/import-page'
import { importViews } from '@/features/imports/import-views'
import { importPageQuery } from '@/features/imports/imports.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { oneOf, searchParams, wholeNumber } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const importSearch = searchParams({ view: oneOf(importViews), page: wholeNumber(1, 1000) })

export const Route = createFileRoute('/dashboard/students/import/$importUUID')({
  params: uuidParams('importUUID'),
  validateSearch: importSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: m.imports_import_page_title() }] }),
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
