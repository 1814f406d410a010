/** The queue's keys, always on the page (decision 193). */
const QUEUE_KEYS: { keys: string[]; what: string }[] = [
  { keys: ['N', '→'], what: 'next child' },
  { keys: ['P', '←'], what: 'previous child' },
  { keys: ['A'], what: 'approve (well done) and go on' },
  { keys: ['W'], what: 'needs work and go on' },
  { keys: ['↑', '↓'], what: 'choose a line or a block' },
  { keys: ['C'], what: 'comment on it (Enter sends, then the keys work again)' },
  { keys: ['U'], what: 'next not reviewed' },
  { keys: ['R'], what: 'run the code again' },
]

export function QueueKeysLegend({ rubric }: { rubric: number }) {
  return (
    <section aria-labelledby="queue-keys-heading" className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm">
      <h2 id="queue-keys-heading" className="sr-only">
        Keys
      </h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {QUEUE_KEYS.map((entry) => (
          <li key={entry.what}>
            {entry.keys.map((key, index) => (
              <span key={key}>
                {index > 0 ? ' or ' : null}
                <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono">{key}</kbd>
              </span>
            ))}{' '}
            {entry.what}
          </li>
        ))}
        {rubric > 0 ? (
          <li>
            <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono">1</kbd>–
            <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono">{rubric}</kbd> tick or
            untick a rubric line
          </li>
        ) : null}
      </ul>
    </section>
  )
}
