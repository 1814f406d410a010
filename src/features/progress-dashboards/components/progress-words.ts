import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import type { ReviewVerdict } from '../progress-dashboards.schemas'
import type { ProgressStatus } from '../progress-grid'

/** A big idea's name in the page's language. */
export const conceptLabel: Record<PractisedConcept, () => string> = {
  sequences: m.progress_concept_sequences,
  loops: m.progress_concept_loops,
  events: m.progress_concept_events,
  variables: m.progress_concept_variables,
  conditions: m.progress_concept_conditions,
  functions: m.progress_concept_functions,
}

/** A lesson's status in the page's language. */
export const statusLabel: Record<ProgressStatus, () => string> = {
  not_started: m.progress_status_not_started,
  in_progress: m.progress_status_in_progress,
  completed: m.progress_status_completed,
}

/** A teacher's verdict on a lesson in the page's language. */
export const verdictLabel: Record<ReviewVerdict, () => string> = {
  keep_working: m.progress_verdict_keep_working,
  well_done: m.progress_verdict_well_done,
}
