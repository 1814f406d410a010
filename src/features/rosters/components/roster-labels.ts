import type { RosterSyncStatus } from '../roster-syncs.server'

export const rosterStatusLabels: Record<
  RosterSyncStatus,
  { label: string; tone: 'neutral' | 'brand' | 'success' | 'danger' | 'warning' }
> = {
  staging: { label: 'Reading', tone: 'brand' },
  preview: { label: 'Not applied yet', tone: 'neutral' },
  needs_approval: { label: 'Waiting for you', tone: 'warning' },
  queued: { label: 'Waiting to start', tone: 'brand' },
  running: { label: 'Applying', tone: 'brand' },
  completed: { label: 'Applied', tone: 'success' },
  failed: { label: 'Refused', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
}

export const rosterSourceLabels: Record<string, string> = {
  oneroster_csv: 'OneRoster file',
  oneroster_rest: 'OneRoster (information system)',
  google_classroom: 'Google Classroom',
  clever: 'Clever',
}
