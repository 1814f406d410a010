/**
 * A lesson's rubric as the review queue reads it from the lesson's content (decision 194): up to
 * nine criteria, each ticked by the teacher with keys 1–9. A criterion that names a check (and the
 * code step it judges) is pre-ticked from that check's result on the child's code.
 * Read leniently: content written before rubrics, or a criterion this reader does not know, is skipped.
 */
/** A value as JSON holds it: what a check of the content format is made of. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export interface RubricCriterion {
  key: string
  label: string
  /** The code step whose code the check judges; the lesson's last code step when not given. */
  step?: string
  /** A check of the lesson content format (lesson-content.schemas.ts `checkSchema`). */
  check?: { [key: string]: JsonValue }
}

const RUBRIC_MAX = 9

export function rubricOf(content: unknown): RubricCriterion[] {
  const raw = (content as { rubric?: unknown } | null)?.rubric
  if (!Array.isArray(raw)) return []
  const criteria: RubricCriterion[] = []
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') continue
    const { key, label, step, check } = entry as Record<string, unknown>
    if (typeof key !== 'string' || typeof label !== 'string') continue
    criteria.push({
      key,
      label,
      ...(typeof step === 'string' ? { step } : {}),
      ...(check && typeof check === 'object' ? { check: check as { [key: string]: JsonValue } } : {}),
    })
    if (criteria.length === RUBRIC_MAX) break
  }
  return criteria
}

/**
 * The ticks the queue shows: what the teacher saved, else what the checks found, else unticked.
 * `checked` holds each check criterion's result (absent while its check has not run).
 */
export function rubricTicks(
  rubric: readonly RubricCriterion[],
  saved: Readonly<Record<string, boolean>> | null,
  checked: Readonly<Record<string, boolean>>,
): Record<string, boolean> {
  const ticks: Record<string, boolean> = {}
  for (const criterion of rubric) {
    ticks[criterion.key] = saved?.[criterion.key] ?? checked[criterion.key] ?? false
  }
  return ticks
}
