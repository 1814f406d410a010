import { ArrowLeft, ArrowRight, CircleCheck, Flag } from 'lucide-react'
import type { LessonPlayerModel } from './use-lesson-player'

/**
 * Back and Next at the top of a step; on the last step, "I have read this" for an explanation, or
 * what is left to finish the lesson.
 */
export function StepNav({ model, teacher }: { model: LessonPlayerModel; teacher: boolean }) {
  const { current, step, isLast } = model
  return (
    <nav aria-label="Steps" className="flex flex-wrap items-center justify-end gap-2">
      <button
        type="button"
        onClick={() => model.goTo(current - 1)}
        disabled={current === 0}
        className="inline-flex items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back
      </button>
      {isLast && step.kind === 'explanation' && !model.stepDone && !teacher ? (
        <button
          type="button"
          onClick={model.markRead}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          I have read this
          <CircleCheck aria-hidden="true" className="size-5" />
        </button>
      ) : isLast ? (
        model.allDone ? (
          <p className="inline-flex items-center gap-2 font-bold text-green-800">
            <Flag aria-hidden="true" className="size-5" />
            All steps done!
          </p>
        ) : (
          <p className="text-slate-700">
            To finish the lesson, do the step{model.notDone.length === 1 ? '' : 's'} without a tick:{' '}
            {model.notDone.map((entry) => entry.title).join(', ')}.
          </p>
        )
      ) : (
        <button
          type="button"
          onClick={model.next}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          Next step
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      )}
    </nav>
  )
}
