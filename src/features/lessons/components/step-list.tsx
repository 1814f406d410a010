import { BookOpen, CircleCheck, Code2, Hammer, MessageCircleQuestion } from 'lucide-react'
import { langOf } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { PlayerStep, StepProgress } from '../lesson-views'

const KIND_ICON = {
  explanation: BookOpen,
  code: Code2,
  quiz: MessageCircleQuestion,
  'free-build': Hammer,
} as const
const KIND_WORD = {
  explanation: m.steps_kind_explanation,
  code: m.steps_kind_code,
  quiz: m.steps_kind_quiz,
  'free-build': m.steps_kind_free_build,
} as const

interface StepListProps {
  steps: readonly PlayerStep[]
  current: number
  progress: Record<string, StepProgress>
  onSelect: (index: number) => void
}

/** The lesson's steps, with a tick for each one done; any step can be opened. */
export function StepList({ steps, current, progress, onSelect }: StepListProps) {
  const doneCount = steps.filter((step) => progress[step.key]?.done).length
  // Wide screens: a column beside the lesson. Otherwise one compact row above it, so the work
  // area stays on the first screen (decision 097).
  return (
    <nav aria-label={m.steps_list_nav()} className="flex items-center gap-3 xl:block">
      <div className="w-24 shrink-0 xl:w-auto">
        <p className="mb-1 font-semibold text-slate-700 text-sm" id="steps-done">
          <span className="hidden xl:inline">
            {m.steps_done_count_wide({ count: doneCount, total: steps.length })}
          </span>
          <span className="xl:hidden">{m.steps_done_count({ count: doneCount, total: steps.length })}</span>
        </p>
        <div
          className="h-3 overflow-hidden rounded-full bg-slate-200 xl:mb-3"
          role="progressbar"
          aria-labelledby="steps-done"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={doneCount}
        >
          <div
            className="h-full rounded-full bg-green-600"
            style={{ width: `${(doneCount / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <ol className="flex min-w-0 gap-2 overflow-x-auto p-0.5 xl:flex-col xl:overflow-visible">
        {steps.map((step, index) => {
          const done = progress[step.key]?.done === true
          const Icon = done ? CircleCheck : KIND_ICON[step.kind]
          const isCurrent = index === current
          return (
            <li key={step.key} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isCurrent ? 'step' : undefined}
                data-testid={`step-${step.key}`}
                data-done={done}
                className={`flex w-full items-center gap-2 rounded-xl border-2 px-3 py-1.5 text-start focus-visible:outline-3 focus-visible:outline-brand-500 xl:py-2 ${
                  isCurrent
                    ? 'border-brand-600 bg-brand-50 font-bold'
                    : 'border-transparent bg-white hover:border-slate-300'
                }`}
              >
                <Icon
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${done ? 'text-green-700' : 'text-slate-600'}`}
                />
                <span className="min-w-0">
                  <span className="hidden text-slate-600 text-xs xl:block">
                    {index + 1}. {KIND_WORD[step.kind]()}
                  </span>
                  <span className="block max-w-40 truncate xl:max-w-none" dir="auto">
                    <span className="xl:hidden">{index + 1}. </span>
                    <span lang={langOf(step, 'title')} dir="auto">
                      {step.title}
                    </span>
                  </span>
                  {done ? <span className="sr-only"> {m.steps_done_mark()}</span> : null}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
