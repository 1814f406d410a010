import { queryOptions } from '@tanstack/react-query'
import { fetchDataExports } from './exports.functions'

export const exportKeys = {
  all: ['data-exports'] as const,
  list: (studentId?: string) => ['data-exports', studentId ?? 'school'] as const,
}

/** Polls every 2 s while the newest export is being made. */
export const dataExportsQuery = (studentId?: string) =>
  queryOptions({
    queryKey: exportKeys.list(studentId),
    queryFn: () => fetchDataExports({ data: { studentId } }),
    refetchInterval: (query) => {
      const newest = query.state.data?.[0]
      return newest && (newest.status === 'queued' || newest.status === 'running') ? 2000 : false
    },
  })
