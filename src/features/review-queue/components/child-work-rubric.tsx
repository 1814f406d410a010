import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { RubricCriterion } from '../rubric'
import type { ChildWorkState } from './use-child-work'

/** The rubric's criteria as boxes, keys 1 to 9; a box its check ticked says so until changed. */
export function ChildWorkRubric({ rubric, state }: { rubric: RubricCriterion[]; state: ChildWorkState }) {
  const { work, ticks, checked, changed, tick } = state
  if (rubric.length === 0) return null
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-lg">{m.review_queue_rubric()}</legend>
      <ul className="space-y-1">
        {rubric.map((criterion, index) => {
          const fromCheck = criterion.check && !(criterion.key in changed) && !work.reviewedAt
          return (
            <li key={criterion.key}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={ticks[criterion.key] ?? false}
                  onChange={(event) => tick(criterion.key, event.target.checked)}
                />
                <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono text-sm">
                  {index + 1}
                </kbd>
                {/* A criterion is the lesson's words: English until lessons carry translations of it. */}
                <span lang={LESSON_CONTENT_LANG}>{criterion.label}</span>
                {fromCheck && criterion.key in checked ? (
                  <span className="text-slate-600 text-sm">
                    {checked[criterion.key]
                      ? m.review_queue_ticked_by_check()
                      : m.review_queue_check_did_not_pass()}
                  </span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
