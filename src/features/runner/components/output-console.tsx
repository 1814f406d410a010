import { CircleAlert, Hourglass, Square } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { m } from '@/paraglide/messages'
import type { ProgramEvent, RunError } from '../runtime/run-program'
import type { RunnerStatus } from '../sandbox/use-runner'
import type { RunnerWords, RunStop } from '../words/run-words'
import { shownMistake, stopWords, WAITING_WORDS } from '../words/step-frame-words'
import { useMistakeSentenceWords } from '../words/use-mistake-sentence-words'
import { MessageText } from './message-text'

const SHOWN_LINES = 500

interface OutputConsoleProps {
  events: readonly ProgramEvent[]
  status: RunnerStatus
  /** The mistake in the run, as the engine reports it. */
  error: RunError | null
  /** Why the run ended early (stopped, took too long, runner trouble). */
  stop: RunStop | null
  /** Something wrong with the blocks themselves, found before the run (blocksProblem). */
  problem?: string | null
  /** The lesson's voice (decision 117). */
  words: RunnerWords
  /** For drawing lessons: the text box only appears when the program printed something. */
  compact?: boolean
  /** The player shows the mistake and the stop itself (RunMessages, where the child looks). */
  messagesApart?: boolean
}

interface RunMessagesProps {
  status: RunnerStatus
  error: RunError | null
  stop: RunStop | null
  problem?: string | null
  words: RunnerWords
}

/** The mistake in a run and why it ended early, in a child's words, code shown as code. */
export function RunMessages({ status, error, stop, problem, words }: RunMessagesProps) {
  const say = useMistakeSentenceWords(words === 'code')
  const mistake = problem ? { text: problem } : error ? shownMistake(error, words, say) : null
  const message = stop ? stopWords(words, stop) : null
  return (
    <>
      {mistake ? (
        <p
          role="alert"
          data-testid="run-error"
          className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span lang={mistake.lang}>
            <MessageText text={mistake.text} />
          </span>
        </p>
      ) : null}
      {message ? (
        <p
          role="alert"
          data-testid="run-message"
          data-status={status}
          className="flex gap-2 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sky-950"
        >
          {status === 'timeout' ? (
            <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <Square aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          <span>
            <MessageText text={message} />
          </span>
        </p>
      ) : null}
    </>
  )
}

/** What the program printed, and what went wrong, in a child's words. */
export function OutputConsole({
  events,
  status,
  error,
  stop,
  problem,
  words,
  compact,
  messagesApart = false,
}: OutputConsoleProps) {
  const say = useMistakeSentenceWords(words === 'code')
  const mistake = problem ? { text: problem } : error ? shownMistake(error, words, say) : null
  const message = stop ? stopWords(words, stop) : null
  const lines = useMemo(() => events.flatMap((event) => (event.type === 'log' ? [event.text] : [])), [events])
  const shown = lines.length > SHOWN_LINES ? lines.slice(-SHOWN_LINES) : lines
  const endRef = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when new lines arrive
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' })
  }, [shown.length])

  return (
    <section aria-label={m.runner_output()} className="flex min-h-0 flex-col">
      {compact && lines.length === 0 ? null : (
        <>
          <h3 className="mb-1 font-semibold text-slate-700 text-sm">{m.runner_output()}</h3>
          <div
            role="log"
            aria-live="polite"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            data-testid="output-console"
            className="max-h-56 min-h-24 overflow-auto rounded-xl border border-slate-300 bg-slate-900 p-3 font-mono text-slate-50 text-sm focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {lines.length > SHOWN_LINES ? (
              <p className="text-slate-300 italic">{m.runner_output_last_lines({ count: SHOWN_LINES })}</p>
            ) : null}
            {shown.map((line, n) => (
              <div key={n} className="whitespace-pre-wrap break-words">
                {line}
              </div>
            ))}
            {lines.length === 0 && !mistake && !message ? (
              <p className="text-slate-300">
                {status === 'running' ? WAITING_WORDS[words].running : WAITING_WORDS[words].idle}
              </p>
            ) : null}
            <div ref={endRef} />
          </div>
        </>
      )}
      {messagesApart || (!mistake && !message) ? null : (
        <div className="mt-2 space-y-2">
          <RunMessages status={status} error={error} stop={stop} problem={problem} words={words} />
        </div>
      )}
    </section>
  )
}
