import { ArrowLeft, ArrowRight, CircleCheck, Flag } from 'lucide-react'
import { m } from '@/paraglide/messages'
import type { LessonPlayerModel } from './use-lesson-player'

/**
 * Back and Next at the top of a step; on the last step, "I have read this" for an explanation, or
 * what is left to finish the lesson.
 */
export function StepNav({ model, teacher }: { model: LessonPlayerModel; teacher: boolean }) {
  const { current, step, isLast } = model
  return (
    <nav aria-label={m.steps_nav()} className="flex flex-wrap items-center justify-end gap-2">
      <button
        type="button"
        onClick={() => model.goTo(current - 1)}
        disabled={current === 0}
        className="inline-flex items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {m.steps_back()}
      </button>
      {isLast && step.kind === 'explanation' && !model.stepDone && !teacher ? (
        <button
          type="button"
          onClick={model.markRead}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          {m.steps_read_this()}
          <CircleCheck aria-hidden="true" className="size-5" />
        </button>
      ) : isLast ? (
        model.allDone ? (
          <p className="inline-flex items-center gap-2 font-bold text-green-800">
            <Flag aria-hidden="true" className="size-5" />
            {m.steps_all_done()}
          </p>
        ) : (
          <p className="text-slate-700">
            {m.steps_to_finish({
              count: model.notDone.length,
              steps: model.notDone.map((entry) => entry.title).join(', '),
            })}
          </p>
        )
      ) : (
        <button
          type="button"
          onClick={model.next}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          {m.steps_next()}
          <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      )}
    </nav>
  )
}
