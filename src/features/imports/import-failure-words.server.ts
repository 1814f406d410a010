import { noRoomMessage, type StudentPlaces } from '@/features/students/student-places.server'
import { m } from '@/paraglide/messages'
import { type JobSentence, SaidJobError, sayJobText } from '@/server/jobs/job-sentence'
import { sayRowSentence } from './row-validation'

/**
 * Why an import failed, as the job stores it (a key and its values, decision 226) and as a page
 * says it, in the reader's language. The job runs in no request: its English is its log line and
 * the `en` kept beside the key; a reason stored before is plain English and shown as it is.
 */
export type ImportFailure =
  | { key: 'importer-gone'; values: Record<string, never> }
  | { key: 'class-over'; values: { max: number } }
  | { key: 'no-room'; values: { plan: string; limit: number; left: number; wanted: number } }
  | { key: 'row-changed'; values: { row: number; problem: JobSentence } }

function sayProblem(problem: JobSentence): string | undefined {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(problem.values)) {
    if (typeof value === 'object') return undefined
    values[name] = value
  }
  return sayRowSentence(problem.key, values)
}

function sayFailure(failure: JobSentence): string | undefined {
  const said = failure as ImportFailure
  switch (said.key) {
    case 'importer-gone':
      return m.imports_job_importer_gone()
    case 'class-over':
      return m.imports_job_class_over({ max: said.values.max })
    case 'no-room': {
      const { plan, limit, left, wanted } = said.values
      return noRoomMessage({ planName: plan, limit, left, used: limit - left }, wanted)
    }
    case 'row-changed': {
      const problem = sayProblem(said.values.problem)
      return problem === undefined ? undefined : m.imports_job_row_changed({ row: said.values.row, problem })
    }
    default:
      return undefined
  }
}

/** A failed import's stored reason in the request's language (plain English rows as they are). */
export function sayImportFailure(text: string): string {
  return sayJobText(text, sayFailure).text
}

/** The job's error for a failure a person reads: English in the log, the key kept for the page. */
export function importFailure(failure: ImportFailure): SaidJobError {
  const english = sayFailure(failure as JobSentence)
  return new SaidJobError(failure as JobSentence, english ?? failure.key)
}

/** The places left when an import's students do not fit, as an import failure. */
export function noRoomFailure(places: StudentPlaces, wanted: number): SaidJobError {
  return importFailure({
    key: 'no-room',
    values: { plan: places.planName, limit: places.limit ?? 0, left: places.left ?? 0, wanted },
  })
}
