import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'

/** The queue's keys, always on the page (decision 193). */
const QUEUE_KEYS: { keys: string[]; what: () => string }[] = [
  { keys: ['N', '→'], what: m.review_queue_key_next },
  { keys: ['P', '←'], what: m.review_queue_key_previous },
  { keys: ['A'], what: m.review_queue_key_approve },
  { keys: ['W'], what: m.review_queue_key_needs_work },
  { keys: ['↑', '↓'], what: m.review_queue_key_choose },
  { keys: ['C'], what: m.review_queue_key_comment },
  { keys: ['U'], what: m.review_queue_key_unreviewed },
  { keys: ['R'], what: m.review_queue_key_run },
]

const Key = ({ children }: { children: string | number }) => (
  <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono">{children}</kbd>
)

export function QueueKeysLegend({ rubric }: { rubric: number }) {
  return (
    <section aria-labelledby="queue-keys-heading" className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm">
      <h2 id="queue-keys-heading" className="sr-only">
        {m.review_queue_keys()}
      </h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {QUEUE_KEYS.map((entry) => (
          <li key={entry.keys.join()}>
            {entry.keys.map((key, index) => (
              <span key={key}>
                {index > 0 ? ` ${m.review_queue_keys_or()} ` : null}
                <Key>{key}</Key>
              </span>
            ))}{' '}
            {entry.what()}
          </li>
        ))}
        {rubric > 0 ? (
          <li>
            {messageParts((values) => m.review_queue_key_rubric(values), {
              first: <Key>1</Key>,
              last: <Key>{rubric}</Key>,
            })}
          </li>
        ) : null}
      </ul>
    </section>
  )
}
