import { useQuery } from '@tanstack/react-query'
import { Check, MessageSquare, RotateCcw, Star } from 'lucide-react'
import { useMemo } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { markMyLessonFixedFn } from '../progress-dashboards.functions'
import { myLessonReviewQuery, progressKeys } from '../progress-dashboards.queries'
import { verdictLabel } from './progress-words'

/**
 * The teacher's comments on blocks that still sit on a block of the child's program, by step: the
 * lesson route hands them to the player, which pins each to its block (decision 209). The same
 * query as the banner, so they arrive with it.
 */
export function useMyBlockNotes(itemId: string) {
  const { data } = useQuery(myLessonReviewQuery(itemId))
  return useMemo(() => {
    const notes: Record<string, { place: string; words: string; text: string }[]> = {}
    for (const comment of data?.comments ?? []) {
      if (!comment.block || !comment.stepKey || comment.earlier) continue
      notes[comment.stepKey] = [...(notes[comment.stepKey] ?? []), { ...comment.block, text: comment.body }]
    }
    return notes
  }, [data])
}

/**
 * In the student's lesson player: "Your teacher left you a note", the verdict and each comment in
 * the child's words, and "I fixed it", which puts the lesson back in the teacher's review queue.
 * Asked again every few seconds, so a note reaches an open lesson without a reload (decision 193).
 */
export function LessonVerdictBanner({ itemId }: { itemId: string }) {
  const { data } = useQuery(myLessonReviewQuery(itemId))
  const fixed = useAction({ invalidates: [progressKeys.mine(itemId)] })
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
        {data.comments.length > 0 ? `${m.progress_note_left_sentence()} ` : ''}
        {m.progress_teacher_says({ verdict: verdictLabel[data.verdict]() })}
      </p>
      {data.comments.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {data.comments.map((comment, index) => (
            <li key={index} className="flex gap-2">
              <MessageSquare aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {comment.earlier ? (
                  <span className="font-semibold">
                    {comment.on === 'block'
                      ? m.progress_note_blocks_before()
                      : m.progress_note_code_before()}{' '}
                  </span>
                ) : comment.line ? (
                  <span className="font-semibold">
                    {m.progress_note_line({ line: String(comment.line) })}{' '}
                  </span>
                ) : comment.block ? (
                  <span className="font-semibold">
                    {m.progress_note_block({ words: comment.block.words })}{' '}
                  </span>
                ) : null}
                <span translate="no" dir="auto">
                  {comment.body}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {wellDone ? null : data.fixed ? (
        <p className="mt-2 flex items-center gap-2 font-semibold">
          <Check aria-hidden="true" className="size-5" /> {m.progress_note_told_fixed()}
        </p>
      ) : (
        <div className="mt-2">
          <ActionButton
            size="sm"
            pending={fixed.pending}
            onClick={() => void fixed.run('fixed', () => markMyLessonFixedFn({ data: { itemId } }))}
          >
            {m.progress_note_i_fixed_it()}
          </ActionButton>
          {fixed.error ? <Alert tone="error">{fixed.error}</Alert> : null}
        </div>
      )}
    </div>
  )
}
