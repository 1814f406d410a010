import { queryOptions } from '@tanstack/react-query'
import {
  fetchClassroomAvailable,
  fetchClassroomOverview,
  fetchOneRosterConnection,
  fetchRosterSync,
  fetchRosterSyncs,
} from './rosters.functions'

export const rosterKeys = {
  all: ['roster-syncs'] as const,
  list: () => ['roster-syncs', 'list'] as const,
  sync: (syncId: string) => ['roster-syncs', 'sync', syncId] as const,
  connection: () => ['roster-syncs', 'connection'] as const,
  classroom: () => ['roster-syncs', 'classroom'] as const,
  classroomAvailable: () => ['roster-syncs', 'classroom-available'] as const,
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

/** The teacher's Google Classroom: connected or not, and the courses where they teach. */
export const classroomOverviewQuery = () =>
  queryOptions({ queryKey: rosterKeys.classroom(), queryFn: () => fetchClassroomOverview() })

/** Whether this server offers "Import from Google Classroom" (Google is set up). */
export const classroomAvailableQuery = () =>
  queryOptions({
    queryKey: rosterKeys.classroomAvailable(),
    queryFn: () => fetchClassroomAvailable(),
    staleTime: Number.POSITIVE_INFINITY,
  })
