import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchAuditRecord } from './audit.functions'
import type { AuditFilters } from './audit.search'

const auditKeys = {
  all: ['audit'] as const,
  record: (filters: AuditFilters) => ['audit', 'record', filters] as const,
}

export const auditRecordQuery = (filters: AuditFilters = {}) =>
  queryOptions({
    queryKey: auditKeys.record(filters),
    queryFn: () => fetchAuditRecord({ data: filters }),
    placeholderData: keepPreviousData,
  })
