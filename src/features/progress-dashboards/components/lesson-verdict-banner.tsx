import { useQuery } from '@tanstack/react-query'
import { MessageSquare, RotateCcw, Star } from 'lucide-react'
import { myLessonReviewQuery } from '../progress-dashboards.queries'
import { VERDICT_LABELS } from '../progress-dashboards.schemas'

/** In the student's lesson player: what their teacher thought of this lesson, if they reviewed it. */
export function LessonVerdictBanner({ itemId }: { itemId: string }) {
  const { data } = useQuery(myLessonReviewQuery(itemId))
  if (!data) return null
  const wellDone = data.verdict === 'well_done'
  const Icon = wellDone ? Star : RotateCcw
  return (
    <div
      role="status"
      data-testid="lesson-verdict"
      className={`mb-4 rounded-xl border px-4 py-3 ${wellDone ? 'border-green-300 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
    >
      <p className="flex items-center gap-2 font-bold text-lg">
        <Icon aria-hidden="true" className="size-5" />
        Your teacher says: {VERDICT_LABELS[data.verdict]}
      </p>
      {data.comments.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {data.comments.map((comment, index) => (
            <li key={index} className="flex gap-2">
              <MessageSquare aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {comment.line ? <span className="font-semibold">Line {comment.line}: </span> : null}
                {comment.body}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
