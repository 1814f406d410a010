import { Lightbulb } from 'lucide-react'
import { m } from '@/paraglide/messages'
import { LESSON_CONTENT_LANG } from './lesson-text'

interface HintsPanelProps {
  hints: readonly string[]
  /** Each hint's language, when the lesson is translated (decision 214); English when not given. */
  langs?: readonly string[]
  /** How many hints the child has opened. */
  shown: number
  onShowNext: () => void
  /** Teachers see every hint at once. */
  showAll?: boolean
}

/** Hints from a nudge to nearly the answer, opened one at a time. */
export function HintsPanel({ hints, langs, shown, onShowNext, showAll }: HintsPanelProps) {
  const visible = showAll ? hints : hints.slice(0, shown)
  const left = hints.length - visible.length
  return (
    <section aria-labelledby="hints-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 id="hints-heading" className="flex items-center gap-2 font-bold text-lg">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
        {m.hints_title()}
      </h3>
      {visible.length > 0 ? (
        <ol className="mt-2 space-y-2" data-testid="hints">
          {visible.map((hint, n) => (
            <li key={n} className="rounded-lg bg-white p-2">
              <span className="font-semibold">{m.hints_number({ number: n + 1 })} </span>
              <span lang={langs?.[n] ?? LESSON_CONTENT_LANG} dir="auto">
                {hint}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {left > 0 ? (
        <button
          type="button"
          onClick={onShowNext}
          className="mt-3 rounded-xl bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {visible.length === 0 ? m.hints_need() : m.hints_show_another({ count: left })}
        </button>
      ) : (
        <p className="mt-2 text-amber-950 text-sm">{m.hints_every()}</p>
      )}
    </section>
  )
}
