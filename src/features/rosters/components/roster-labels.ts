import { m } from '@/paraglide/messages'
import type { RosterSyncStatus } from '../roster-syncs.server'

/** A sync's status in the page's language, and its badge's tone. */
export const rosterStatusLabels: Record<
  RosterSyncStatus,
  { label: () => string; tone: 'neutral' | 'brand' | 'success' | 'danger' | 'warning' }
> = {
  staging: { label: m.roster_status_staging, tone: 'brand' },
  preview: { label: m.roster_status_preview, tone: 'neutral' },
  needs_approval: { label: m.roster_status_needs_approval, tone: 'warning' },
  queued: { label: m.roster_status_queued, tone: 'brand' },
  running: { label: m.roster_status_running, tone: 'brand' },
  completed: { label: m.roster_status_completed, tone: 'success' },
  failed: { label: m.roster_status_failed, tone: 'danger' },
  cancelled: { label: m.roster_status_cancelled, tone: 'neutral' },
}

/** Where a sync's roster came from; the names of other products stay theirs. */
const sourceLabels: Record<string, () => string> = {
  oneroster_csv: m.roster_source_csv,
  oneroster_rest: m.roster_source_rest,
  google_classroom: () => 'Google Classroom',
  clever: () => 'Clever',
}

export function rosterSourceLabel(source: string): string | undefined {
  return sourceLabels[source]?.()
}
