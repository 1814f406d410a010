import { CircleCheck, CircleX } from 'lucide-react'
import { useId, useState } from 'react'
import type { QuizStep as Quiz } from '@/kernel/lesson-content/lesson-content.schemas'
import { langOf } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { LessonMarkdown, ReadAloudButton } from './lesson-text'

interface QuizStepProps {
  step: Quiz
  done: boolean
  onAnswered: (correct: boolean) => void
  /** Young children's lessons: a "Read to me" button on the question. */
  readAloud: boolean
}

/** A question with choices; each choice chosen says why it is right or not. */
export function QuizStep({ step, done, onAnswered, readAloud }: QuizStepProps) {
  const name = useId()
  const [chosen, setChosen] = useState<number[]>([])
  const [checked, setChecked] = useState<number[] | null>(null)
  const rightAnswers = step.choices.flatMap((choice, n) => (choice.correct ? [n] : []))
  const correct =
    checked !== null &&
    checked.length === rightAnswers.length &&
    rightAnswers.every((n) => checked.includes(n))

  const toggle = (n: number) => {
    setChecked(null)
    setChosen((current) =>
      step.multiple ? (current.includes(n) ? current.filter((c) => c !== n) : [...current, n]) : [n],
    )
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen.length === 0) return
        const answer = [...chosen].sort()
        setChecked(answer)
        const isRight = answer.length === rightAnswers.length && rightAnswers.every((n) => answer.includes(n))
        onAnswered(isRight)
      }}
    >
      <fieldset className="space-y-3">
        <legend className="prose-content mb-2 text-lg">
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <LessonMarkdown className="prose-content min-w-0 flex-1 basis-64" lang={langOf(step, 'question')}>
              {step.question}
            </LessonMarkdown>
            {readAloud ? (
              <ReadAloudButton
                text={[step.question, ...step.choices.map((choice) => choice.text)].join('\n\n')}
                lang={langOf(step, 'question')}
              />
            ) : null}
          </div>
          {step.multiple ? (
            <span className="block font-semibold text-base">{m.quiz_pick_every()}</span>
          ) : null}
        </legend>
        {step.choices.map((choice, n) => {
          const picked = chosen.includes(n)
          const shown = checked?.includes(n)
          return (
            <div key={n}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-3 text-lg has-focus-visible:outline-3 has-focus-visible:outline-brand-500 ${
                  picked ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input
                  type={step.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={picked}
                  onChange={() => toggle(n)}
                  className="mt-1 size-5 accent-brand-600"
                />
                <span lang={langOf(step, `choices.${n}.text`)} dir="auto">
                  {choice.text}
                </span>
              </label>
              {shown ? (
                <p
                  className={`mt-1 ms-2 flex gap-2 ${choice.correct ? 'text-green-800' : 'text-amber-900'}`}
                  data-testid="quiz-feedback"
                >
                  {choice.correct ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  ) : (
                    <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  )}
                  <span lang={langOf(step, `choices.${n}.feedback`)} dir="auto">
                    {choice.feedback}
                  </span>
                </p>
              ) : null}
            </div>
          )
        })}
      </fieldset>
      <button
        type="submit"
        disabled={chosen.length === 0}
        className="rounded-xl bg-brand-600 px-5 py-2.5 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:opacity-60"
      >
        {m.quiz_check_answer()}
      </button>
      <div aria-live="polite">
        {checked !== null ? (
          <p className={`font-bold text-lg ${correct ? 'text-green-800' : 'text-amber-900'}`}>
            {correct ? m.quiz_right() : step.multiple ? m.quiz_not_quite_notes() : m.quiz_not_quite()}
          </p>
        ) : done ? (
          <p className="font-semibold text-green-800">{m.quiz_answered_already()}</p>
        ) : null}
      </div>
    </form>
  )
}
