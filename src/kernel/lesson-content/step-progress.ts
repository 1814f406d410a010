/**
 * A student's progress in the steps of a lesson, as the player reports it (decision 012) and
 * `lesson_progress.checks_passed` stores it: read by the player, the saving of work, the dashboards
 * and concept mastery.
 */
export interface StepProgress {
  done: boolean
  checksPassed?: number
  checksTotal?: number
}

/** The stored value read back: entries that are not a step's progress are left out. */
export function stepsProgressOf(value: unknown): Record<string, StepProgress> {
  if (!value || typeof value !== 'object') return {}
  const steps: Record<string, StepProgress> = {}
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue
    const raw = entry as Record<string, unknown>
    steps[key] = {
      done: raw.done === true,
      ...(typeof raw.checksPassed === 'number' ? { checksPassed: raw.checksPassed } : {}),
      ...(typeof raw.checksTotal === 'number' ? { checksTotal: raw.checksTotal } : {}),
    }
  }
  return steps
}
