/**
 * A student's progress in the steps of a lesson, as the player reports it (decision 012) and
 * `lesson_progress.checks_passed` stores it (a guest's browser keeps the same shape): read by the
 * player, the saving of work, the dashboards and concept mastery.
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

/**
 * The one "lesson complete" rule (decision 198): every step of the lesson is done. The server's
 * saving of work and the guest's player (progress kept in the browser) both ask it.
 */
export function lessonComplete(stepKeys: readonly string[], steps: Record<string, StepProgress>): boolean {
  return stepKeys.every((key) => steps[key]?.done === true)
}
