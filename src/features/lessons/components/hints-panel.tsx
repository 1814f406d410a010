import { Lightbulb } from 'lucide-react'

interface HintsPanelProps {
  hints: readonly string[]
  /** How many hints the child has opened. */
  shown: number
  onShowNext: () => void
  /** Teachers see every hint at once. */
  showAll?: boolean
}

/** Hints from a nudge to nearly the answer, opened one at a time. */
export function HintsPanel({ hints, shown, onShowNext, showAll }: HintsPanelProps) {
  const visible = showAll ? hints : hints.slice(0, shown)
  const left = hints.length - visible.length
  return (
    <section aria-labelledby="hints-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 id="hints-heading" className="flex items-center gap-2 font-bold text-lg">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
        Hints
      </h3>
      {visible.length > 0 ? (
        <ol className="mt-2 space-y-2" data-testid="hints">
          {visible.map((hint, n) => (
            <li key={n} className="rounded-lg bg-white p-2">
              <span className="font-semibold">Hint {n + 1}: </span>
              {hint}
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
          {visible.length === 0 ? 'I need a hint' : `Show another hint (${left} left)`}
        </button>
      ) : (
        <p className="mt-2 text-amber-950 text-sm">That is every hint. You can do it!</p>
      )}
    </section>
  )
}
