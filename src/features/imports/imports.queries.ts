import { queryOptions } from '@tanstack/react-query'
import type { ImportView } from './import-views'
import { fetchImportPage, fetchImports } from './imports.functions'

export const importKeys = {
  all: ['imports'] as const,
  list: () => ['imports', 'list'] as const,
  page: (importId: string, view: ImportView | undefined, page: number | undefined) =>
    ['imports', 'page', importId, { view, page }] as const,
}

export const importsQuery = () => queryOptions({ queryKey: importKeys.list(), queryFn: () => fetchImports() })

const live = new Set(['queued', 'running'])

/** The import page; polls every second while the job is queued or running (live progress). */
export const importPageQuery = (importId: string, view?: ImportView, page?: number) =>
  queryOptions({
    queryKey: importKeys.page(importId, view, page),
    queryFn: () => fetchImportPage({ data: { importId, view, page } }),
    refetchInterval: (query) => (live.has(query.state.data?.import.status ?? '') ? 1000 : false),
  })
