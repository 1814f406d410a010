import { queryOptions } from '@tanstack/react-query'
import { fetchOneRosterConnection, fetchRosterSync, fetchRosterSyncs } from './rosters.functions'

export const rosterKeys = {
  all: ['roster-syncs'] as const,
  list: () => ['roster-syncs', 'list'] as const,
  sync: (syncId: string) => ['roster-syncs', 'sync', syncId] as const,
  connection: () => ['roster-syncs', 'connection'] as const,
}

/** The school's OneRoster REST connection (never its secret). */
export const oneRosterConnectionQuery = () =>
  queryOptions({ queryKey: rosterKeys.connection(), queryFn: () => fetchOneRosterConnection() })

const live = new Set(['staging', 'queued', 'running'])

/** The school's recent syncs (the record). */
export const rosterSyncsQuery = () =>
  queryOptions({ queryKey: rosterKeys.list(), queryFn: () => fetchRosterSyncs() })

/** One sync; polls every second while it is being read or applied (live progress). */
export const rosterSyncQuery = (syncId: string) =>
  queryOptions({
    queryKey: rosterKeys.sync(syncId),
    queryFn: () => fetchRosterSync({ data: { syncId } }),
    refetchInterval: (query) => (live.has(query.state.data?.status ?? '') ? 1000 : false),
  })
