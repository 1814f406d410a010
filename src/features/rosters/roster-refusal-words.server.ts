import { noRoomMessage, type StudentPlaces } from '@/features/students/student-places.server'
import { type JobSentence, SaidJobError, sayJobText } from '@/server/jobs/job-sentence'
import type { RosterIssue } from './roster-records'

/**
 * A roster sync's refusal as the job stores it (a key and its values, decision 226) and as the
 * sync's page says it, in the reader's language. Problems stored before, and the rows' and the
 * source's own problems, are English and stay marked so.
 */
type RosterRefusal = { key: 'no-room'; values: { plan: string; limit: number; left: number; wanted: number } }

function sayRefusal(refusal: JobSentence): string | undefined {
  const said = refusal as RosterRefusal
  if (said.key !== 'no-room') return undefined
  const { plan, limit, left, wanted } = said.values
  return noRoomMessage({ planName: plan, limit, left, used: limit - left }, wanted)
}

/** The refusal of a sync whose new and returning students do not fit the school's plan. */
export function noRoomRefusal(places: StudentPlaces, wanted: number): SaidJobError {
  const said: RosterRefusal = {
    key: 'no-room',
    values: { plan: places.planName, limit: places.limit ?? 0, left: places.left ?? 0, wanted },
  }
  return new SaidJobError(said, sayRefusal(said) ?? said.key)
}

/** A sync's problems as its page shows them: a stored refusal in the reader's language. */
export function sayRosterIssues(issues: RosterIssue[]): RosterIssue[] {
  return issues.map((issue) => {
    const said = sayJobText(issue.message, sayRefusal)
    return said.english ? issue : { ...issue, message: said.text, translated: true }
  })
}
