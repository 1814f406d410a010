import { m } from '@/paraglide/messages'
import type { QueueStudent } from './class-queue.server'

/** What the queue shows: every child, those not reviewed yet, those told to keep working, those finished. */
export const QUEUE_FILTERS = ['all', 'unreviewed', 'needs-work', 'finished'] as const
export type QueueFilter = (typeof QUEUE_FILTERS)[number]

/** Each filter's name, in the page's language when shown. */
export const FILTER_LABELS: Record<QueueFilter, () => string> = {
  all: m.review_queue_filter_all,
  unreviewed: m.review_queue_filter_unreviewed,
  'needs-work': m.review_queue_filter_needs_work,
  finished: m.review_queue_filter_finished,
}

type Child = Pick<QueueStudent, 'id' | 'status' | 'verdict' | 'unreviewed' | 'shown'>

/**
 * The children the queue goes through, in the class's order (decision 193): not reviewed (started,
 * no verdict since their last "I fixed it"), told to keep working, finished; with an idea
 * (decision 120), only the children who started and have not shown it in this lesson yet.
 */
export function filterQueue<T extends Child>(
  students: readonly T[],
  filter: QueueFilter,
  concept?: string,
): T[] {
  return students.filter((child) => {
    if (filter === 'unreviewed' && !child.unreviewed) return false
    if (filter === 'needs-work' && child.verdict !== 'keep_working') return false
    if (filter === 'finished' && child.status !== 'completed') return false
    if (concept && (child.status === 'not_started' || child.shown.includes(concept))) return false
    return true
  })
}

/** The next child after `from` (wrapping round) still to review, or null when none is left. */
export function nextUnreviewed<T extends Child>(children: readonly T[], from: number): T | null {
  for (let step = 1; step <= children.length; step++) {
    const child = children[(from + step) % children.length]!
    if (child.unreviewed) return child
  }
  return null
}
