import { MessageSquare, Play, Square } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/control'
import type { Runner } from '@/features/runner'
import { dateTime } from '@/lib/format'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import { commentOnRow } from './code-rows'
import type { ChildWorkState } from './use-child-work'

/**
 * The child's code at the version they last ran, line by line or block by block (decision 209):
 * the chosen row, the comments pinned to rows, the comment box, comments on earlier versions.
 */
export function ChildWorkCode({
  state,
  name,
  runner,
}: {
  state: ChildWorkState
  name: string
  runner: Runner
}) {
  const {
    step,
    withCode,
    rows,
    row,
    list,
    here,
    commenting,
    commentBox,
    draft,
    setDraft,
    sendComment,
    closeComment,
    comment,
    onNoRow,
    earlier,
    runAll,
  } = state
  if (!step?.latest) return null
  return (
    <section aria-labelledby="queue-code-heading" className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="queue-code-heading" className="font-semibold text-lg">
          {messageParts((values) => m.review_queue_step_version(values), {
            step: <span lang={LESSON_CONTENT_LANG}>{step.title}</span>,
            revision: String(step.latest.revision),
          })}
          {step.language === 'blocks'
            ? ` ${rows[0]?.depth === undefined ? m.progress_blocks_javascript() : m.review_queue_blocks_suffix()}`
            : ''}
        </h3>
        {runner.status === 'running' ? (
          <Button variant="secondary" onClick={runner.stop}>
            <Square aria-hidden="true" className="size-4" /> {m.progress_stop()}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void runAll()}>
            <Play aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {m.review_queue_run_again()}
          </Button>
        )}
      </div>
      {withCode.length > 1 ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{m.review_queue_steps()}</legend>
          {withCode.map((entry) => (
            <Button
              key={entry.key}
              size="sm"
              variant={entry === step ? 'primary' : 'secondary'}
              aria-pressed={entry === step}
              onClick={() => state.chooseStep(entry.key)}
            >
              <span lang={LESSON_CONTENT_LANG}>{entry.title}</span>
            </Button>
          ))}
        </fieldset>
      ) : null}
      <p className="text-slate-600 text-sm">
        {m.review_queue_saved_at({ date: dateTime(step.latest.savedAt) })}
      </p>
      <ol
        ref={list}
        aria-label={
          rows[0]?.depth === undefined ? m.review_queue_code_of({ name }) : m.review_queue_blocks_of({ name })
        }
        className="overflow-x-auto rounded-xl border border-slate-300 bg-white py-2 font-mono text-sm"
        data-testid="queue-code"
      >
        {rows.map((at, index) => {
          const isChosen = at === row
          return (
            <li key={at.key} aria-current={isChosen ? 'true' : undefined}>
              <button
                type="button"
                // Code reads left to right in every language.
                dir="ltr"
                tabIndex={isChosen ? 0 : -1}
                onClick={() => state.choose(index)}
                className={`flex w-full gap-3 px-3 text-left ${isChosen ? 'bg-amber-100' : 'hover:bg-slate-50'}`}
              >
                {at.depth === undefined ? (
                  <>
                    <span aria-hidden="true" className="w-8 shrink-0 select-none text-right text-slate-500">
                      {at.anchor.line}
                    </span>
                    <span className="sr-only">{m.progress_line_n({ number: at.anchor.line ?? '' })}</span>
                    <pre className="whitespace-pre">{at.text || ' '}</pre>
                  </>
                ) : (
                  <span
                    className="my-0.5 rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 font-sans"
                    style={{ marginLeft: `${at.depth * 1.5}rem` }}
                  >
                    <span className="sr-only">{m.review_queue_block()} </span>
                    {/* What a block says, as the server names it: English. */}
                    <span lang="en">{at.text}</span>
                  </span>
                )}
              </button>
              {here
                .filter((entry) => commentOnRow(entry, at))
                .map((entry) => (
                  <QueueComment key={entry.id} author={entry.authorName} body={entry.body} />
                ))}
              {commenting && isChosen ? (
                <form
                  className="my-2 ms-14 me-3 space-y-2 font-sans"
                  onSubmit={(event) => {
                    event.preventDefault()
                    sendComment()
                  }}
                >
                  <label htmlFor="queue-comment" className="block font-semibold text-sm">
                    {m.review_queue_comment_box({ row: at.name })}
                  </label>
                  <textarea
                    id="queue-comment"
                    className={controlClass()}
                    ref={commentBox}
                    rows={2}
                    maxLength={2000}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && !event.shiftKey) {
                        event.preventDefault()
                        sendComment()
                      } else if (event.key === 'Escape') {
                        event.preventDefault()
                        closeComment()
                      }
                    }}
                  />
                  <ActionButton type="submit" size="sm" pending={comment.pending} disabled={!draft.trim()}>
                    {m.progress_add_comment()}
                  </ActionButton>
                </form>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p aria-live="polite" className="text-sm">
        {comment.pending
          ? m.review_queue_sending_comment()
          : comment.succeeded && !commenting
            ? m.review_queue_comment_sent()
            : ''}
      </p>
      {comment.error ? <Alert tone="error">{comment.error}</Alert> : null}
      {onNoRow.length > 0 ? (
        <ul className="space-y-1">
          {onNoRow.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-violet-50 px-3 py-1.5">
              {entry.line ? m.review_queue_line_n({ number: entry.line }) : m.review_queue_a_block()}:{' '}
              <span translate="no" dir="auto">
                {entry.body}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {rows[0]?.depth !== undefined ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{m.review_queue_blocks_javascript()}</summary>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 font-mono" dir="ltr">
            {step.latest.code}
          </pre>
        </details>
      ) : null}
      {earlier.length > 0 ? (
        <section aria-labelledby="earlier-heading" className="space-y-1">
          <h4 id="earlier-heading" className="font-semibold">
            {m.review_queue_earlier_version()}
          </h4>
          <ul className="space-y-1">
            {earlier.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-slate-100 px-3 py-1.5">
                {earlierPlace(entry)}:{' '}
                <span translate="no" dir="auto">
                  {entry.body}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!commenting && row ? (
        <Button variant="secondary" size="sm" onClick={state.openComment}>
          <MessageSquare aria-hidden="true" className="size-4" /> {row.name}{' '}
          <kbd className="font-mono">C</kbd>
        </Button>
      ) : null}
    </section>
  )
}

/** Where a comment on an earlier version was: "Version 2, line 3", "Version 2, the block “…”". */
function earlierPlace(entry: ChildWorkState['earlier'][number]): string {
  const revision = String(entry.revision ?? '?')
  if (entry.blockId) return m.review_queue_earlier_comment_block({ revision, words: entry.blockWords ?? '?' })
  if (entry.line) return m.review_queue_earlier_comment_line({ revision, line: entry.line })
  return m.review_queue_earlier_comment({ revision })
}

function QueueComment({ author, body }: { author: string | null; body: string }) {
  return (
    <p className="my-1 ms-14 me-3 flex gap-2 rounded-lg bg-violet-50 px-3 py-1.5 font-sans text-violet-950">
      <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">
          {author ? (
            <span translate="no" dir="auto">
              {author}
            </span>
          ) : (
            m.dashboard_role_teacher()
          )}
          :
        </span>{' '}
        <span translate="no" dir="auto">
          {body}
        </span>
      </span>
    </p>
  )
}
