import { useSuspenseQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, MessageSquare, Play, SkipForward, Square } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/control'
import {
  blocksInOrder,
  loadCheckEngine,
  OutputConsole,
  probesFor,
  type Runner,
  TurtleCanvas,
  turtleCommands,
} from '@/features/runner'
import { dateTime, plural } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { addQueueCommentFn, setQueueVerdictFn } from '../review-queue.functions'
import { queueKeys, queueWorkQuery } from '../review-queue.queries'
import type { QueueVerdict } from '../review-queue.schemas'
import type { QueueStep } from '../review-queue.server'
import { type RubricCriterion, rubricTicks } from '../rubric'
import { typing } from './typing'

type Check = Parameters<Awaited<ReturnType<typeof loadCheckEngine>>>[0][number]

const STATUS_WORDS = { not_started: 'Not started', in_progress: 'In progress', completed: 'Finished' }
const VERDICT_WORDS: Record<QueueVerdict, string> = { well_done: 'Well done', keep_working: 'Needs work' }

interface ChildWorkProps {
  classId: string
  itemId: string
  studentId: string
  rubric: RubricCriterion[]
  runner: Runner
  position: { index: number; total: number }
  onPrevious: (() => void) | null
  onNext: (() => void) | null
  onNextUnreviewed: () => void
  /** After a verdict: the next child. */
  onReviewed: () => void
}

/** The step a criterion judges: the one it names, else the lesson's last code step. */
function stepOf(criterion: RubricCriterion, steps: readonly QueueStep[]) {
  return steps.find((step) => step.key === criterion.step) ?? steps.at(-1)
}

/** One child's work in the queue: code at the version they last ran, the run beside it, rubric, verdict. */
export function ChildWork(props: ChildWorkProps) {
  const { classId, itemId, studentId, rubric, runner } = props
  const { data: work } = useSuspenseQuery(queueWorkQuery(classId, itemId, studentId))
  const withCode = work.steps.filter((step) => step.latest)
  const newest = withCode.reduce<QueueStep | undefined>(
    (best, step) => (!best || step.latest!.savedAt > best.latest!.savedAt ? step : best),
    undefined,
  )
  const [stepKey, setStepKey] = useState(newest?.key)
  const step = withCode.find((entry) => entry.key === stepKey) ?? newest
  const rows = useMemo(() => codeRows(step), [step])
  const [chosen, setChosen] = useState(0)
  const row = rows[Math.min(chosen, rows.length - 1)]
  const [commenting, setCommenting] = useState(false)
  const [draft, setDraft] = useState('')
  const list = useRef<HTMLOListElement>(null)
  /** Back to the chosen line or block, so the queue's keys work again (a box had the focus). */
  const focusChosen = () =>
    list.current?.querySelector<HTMLButtonElement>('li[aria-current="true"] > button')?.focus()
  const [checked, setChecked] = useState<Record<string, boolean>>({})
  const [changed, setChanged] = useState<Record<string, boolean>>({})
  const ticks = { ...rubricTicks(rubric, work.reviewedAt ? work.rubric : null, checked), ...changed }
  const workKey = queueKeys.work(classId, itemId, studentId)
  const invalidates = [queueKeys.queue(classId, itemId), workKey]
  const verdict = useAction({ invalidates, onSuccess: () => props.onReviewed() })
  const comment = useAction({ invalidates: [workKey] })
  const commentBox = useRef<HTMLTextAreaElement>(null)
  /** The comment being sent: a verdict pressed meanwhile waits for it (and is not given if it fails). */
  const sending = useRef<Promise<boolean> | null>(null)

  /** Runs the shown step; first the steps a rubric check judges, so their ticks come from the checks. */
  const runAll = useCallback(async () => {
    if (!step?.latest) return
    const judged = new Map<QueueStep, RubricCriterion[]>()
    for (const criterion of rubric) {
      const target = criterion.check ? stepOf(criterion, work.steps) : undefined
      if (target?.latest) judged.set(target, [...(judged.get(target) ?? []), criterion])
    }
    const order = [...judged.keys()].filter((entry) => entry !== step)
    order.push(step)
    const found: Record<string, boolean> = {}
    for (const entry of order) {
      const criteria = judged.get(entry) ?? []
      const checks = criteria.map((criterion) => criterion.check as unknown as Check)
      const result = await runner.run(entry.latest!.code, probesFor(checks))
      if (!result || criteria.length === 0) continue
      const evaluate = await loadCheckEngine()
      const report =
        result.end === 'finished'
          ? evaluate(checks, {
              code: entry.latest!.code,
              outcome: result.outcome,
              ...(result.facts === undefined ? {} : { facts: result.facts }),
            })
          : null
      criteria.forEach((criterion, index) => {
        found[criterion.key] = report?.results[index]?.passed ?? false
      })
    }
    setChecked(found)
  }, [runner, rubric, step, work.steps])

  // Each child's work runs as it opens: the drawing or output sits beside the code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per version shown
  useEffect(() => {
    void runAll()
  }, [step?.latest?.id])

  const judge = async (choice: QueueVerdict) => {
    if (verdict.pending) return
    if (sending.current && !(await sending.current)) return
    void verdict.run(choice, () =>
      setQueueVerdictFn({ data: { classId, itemId, studentId, verdict: choice, rubric: ticks } }),
    )
  }

  /**
   * Sends the comment and gives the keys back at once: the box closes and the focus returns to the
   * chosen line or block while it is sent; if sending fails the box opens again with the words.
   */
  const sendComment = () => {
    const body = draft.trim()
    if (!body || !step?.latest || !row) return
    const anchor = row.anchor
    focusChosen()
    setCommenting(false)
    const sent = comment.run('comment', () =>
      addQueueCommentFn({
        data: { classId, itemId, studentId, revisionId: step.latest!.id, ...anchor, body },
      }),
    )
    sending.current = sent
    void sent.then((ok) => {
      if (sending.current === sent) sending.current = null
      if (ok) setDraft((now) => (now === draft ? '' : now))
      else setCommenting(true)
    })
  }

  useEffect(() => {
    if (commenting) commentBox.current?.focus()
  }, [commenting])

  // ↑ and ↓ move the focus too when it is in the code, so a screen reader reads the chosen row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the choice changes
  useEffect(() => {
    if (list.current?.contains(document.activeElement)) focusChosen()
  }, [chosen])

  // The keys of the queue (decision 193), read with this render's state.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {})
  onKey.current = (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return
    const key = event.key.toLowerCase()
    if (key === 'n' || event.key === 'ArrowRight') props.onNext?.()
    else if (key === 'p' || event.key === 'ArrowLeft') props.onPrevious?.()
    else if (key === 'a') void judge('well_done')
    else if (key === 'w') void judge('keep_working')
    else if (key === 'u') props.onNextUnreviewed()
    else if (key === 'r') void runAll()
    else if (key === 'c' && row) setCommenting(true)
    else if (event.key === 'ArrowDown') setChosen((at) => Math.min(rows.length - 1, at + 1))
    else if (event.key === 'ArrowUp') setChosen((at) => Math.max(0, at - 1))
    else if (/^[1-9]$/.test(event.key) && rubric[Number(event.key) - 1]) {
      const criterion = rubric[Number(event.key) - 1]!
      setChanged((now) => ({ ...now, [criterion.key]: !ticks[criterion.key] }))
    } else return
    event.preventDefault()
  }
  useEffect(() => {
    const listen = (event: KeyboardEvent) => onKey.current(event)
    document.addEventListener('keydown', listen)
    return () => document.removeEventListener('keydown', listen)
  }, [])

  const commands = useMemo(
    () => turtleCommands(runner.result?.outcome.events ?? runner.restingEvents),
    [runner.result, runner.restingEvents],
  )
  const here = work.comments.filter((entry) => entry.revisionId === step?.latest?.id)
  const earlier = work.comments.filter((entry) => entry.revisionId !== step?.latest?.id)
  const onRow = (entry: (typeof here)[number], at: CodeRow) =>
    at.anchor.blockId === null
      ? entry.blockId === null && entry.line === at.anchor.line
      : entry.blockId === at.anchor.blockId
  const onNoRow = here.filter((entry) => !rows.some((at) => onRow(entry, at)))
  const name = work.student.name

  return (
    <article aria-labelledby="child-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="child-heading" className="font-bold text-2xl">
            {name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <Badge tone={work.status === 'completed' ? 'success' : 'warning'}>
              {STATUS_WORDS[work.status]}
            </Badge>
            {work.verdict ? (
              <Badge tone={work.verdict === 'well_done' ? 'success' : 'warning'}>
                {VERDICT_WORDS[work.verdict]}
              </Badge>
            ) : (
              <Badge>Not reviewed</Badge>
            )}
            {work.fixed ? <Badge tone="brand">Says they fixed it</Badge> : null}
            <span>
              {plural(work.attempts, 'run')} · {Math.round(work.timeSpentSeconds / 60)} min
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!props.onPrevious} onClick={() => props.onPrevious?.()}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Button>
          <Button variant="secondary" disabled={!props.onNext} onClick={() => props.onNext?.()}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" onClick={props.onNextUnreviewed}>
            <SkipForward aria-hidden="true" className="size-4" /> Next not reviewed
          </Button>
        </div>
      </div>
      {verdict.error ? <Alert tone="error">{verdict.error}</Alert> : null}

      {withCode.length === 0 || !step?.latest ? (
        <Alert title="No code saved">{name} opened the lesson but has not written code yet.</Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <section aria-labelledby="queue-code-heading" className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="queue-code-heading" className="font-semibold text-lg">
                {step.title}: version {step.latest.revision}
                {step.language === 'blocks'
                  ? rows[0]?.depth === undefined
                    ? ' (the JavaScript the blocks make)'
                    : ' (blocks)'
                  : ''}
              </h3>
              {runner.status === 'running' ? (
                <Button variant="secondary" onClick={runner.stop}>
                  <Square aria-hidden="true" className="size-4" /> Stop
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => void runAll()}>
                  <Play aria-hidden="true" className="size-4" /> Run again
                </Button>
              )}
            </div>
            {withCode.length > 1 ? (
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Steps</legend>
                {withCode.map((entry) => (
                  <Button
                    key={entry.key}
                    size="sm"
                    variant={entry === step ? 'primary' : 'secondary'}
                    aria-pressed={entry === step}
                    onClick={() => {
                      setStepKey(entry.key)
                      setChosen(0)
                    }}
                  >
                    {entry.title}
                  </Button>
                ))}
              </fieldset>
            ) : null}
            <p className="text-slate-600 text-sm">Saved {dateTime(step.latest.savedAt)}</p>
            <ol
              ref={list}
              aria-label={
                rows[0]?.depth === undefined ? `${name}'s code (read only)` : `${name}'s blocks (read only)`
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
                      tabIndex={isChosen ? 0 : -1}
                      onClick={() => setChosen(index)}
                      className={`flex w-full gap-3 px-3 text-left ${isChosen ? 'bg-amber-100' : 'hover:bg-slate-50'}`}
                    >
                      {at.depth === undefined ? (
                        <>
                          <span
                            aria-hidden="true"
                            className="w-8 shrink-0 select-none text-right text-slate-500"
                          >
                            {at.anchor.line}
                          </span>
                          <span className="sr-only">Line {at.anchor.line}:</span>
                          <pre className="whitespace-pre">{at.text || ' '}</pre>
                        </>
                      ) : (
                        <span
                          className="my-0.5 rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 font-sans"
                          style={{ marginLeft: `${at.depth * 1.5}rem` }}
                        >
                          <span className="sr-only">Block: </span>
                          {at.text}
                        </span>
                      )}
                    </button>
                    {here
                      .filter((entry) => onRow(entry, at))
                      .map((entry) => (
                        <QueueComment key={entry.id} author={entry.authorName} body={entry.body} />
                      ))}
                    {commenting && isChosen ? (
                      <form
                        className="my-2 ml-14 mr-3 space-y-2 font-sans"
                        onSubmit={(event) => {
                          event.preventDefault()
                          sendComment()
                        }}
                      >
                        <label htmlFor="queue-comment" className="block font-semibold text-sm">
                          {at.name} (Enter sends, Esc closes)
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
                              focusChosen()
                              setCommenting(false)
                            }
                          }}
                        />
                        <ActionButton
                          type="submit"
                          size="sm"
                          pending={comment.pending}
                          disabled={!draft.trim()}
                        >
                          Add comment
                        </ActionButton>
                      </form>
                    ) : null}
                  </li>
                )
              })}
            </ol>
            <p aria-live="polite" className="text-sm">
              {comment.pending
                ? 'Sending the comment…'
                : comment.succeeded && !commenting
                  ? 'Comment sent.'
                  : ''}
            </p>
            {comment.error ? <Alert tone="error">{comment.error}</Alert> : null}
            {onNoRow.length > 0 ? (
              <ul className="space-y-1">
                {onNoRow.map((entry) => (
                  <li key={entry.id} className="rounded-lg bg-violet-50 px-3 py-1.5">
                    {entry.line ? `Line ${entry.line}` : 'A block'}: {entry.body}
                  </li>
                ))}
              </ul>
            ) : null}
            {rows[0]?.depth !== undefined ? (
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold">The JavaScript the blocks make</summary>
                <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 font-mono">
                  {step.latest.code}
                </pre>
              </details>
            ) : null}
            {earlier.length > 0 ? (
              <section aria-labelledby="earlier-heading" className="space-y-1">
                <h4 id="earlier-heading" className="font-semibold">
                  On an earlier version
                </h4>
                <ul className="space-y-1">
                  {earlier.map((entry) => (
                    <li key={entry.id} className="rounded-lg bg-slate-100 px-3 py-1.5">
                      Version {entry.revision ?? '?'}
                      {entry.line ? `, line ${entry.line}` : ''}
                      {entry.blockId ? `, the block “${entry.blockWords ?? '?'}”` : ''}: {entry.body}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {!commenting && row ? (
              <Button variant="secondary" size="sm" onClick={() => setCommenting(true)}>
                <MessageSquare aria-hidden="true" className="size-4" /> {row.name}{' '}
                <kbd className="font-mono">C</kbd>
              </Button>
            ) : null}
          </section>

          <div className="space-y-3">
            {step.output !== 'console' ? <TurtleCanvas commands={commands} speed="fast" /> : null}
            <OutputConsole
              events={runner.events}
              status={runner.status}
              error={runner.result?.outcome.error ?? null}
              stop={runner.result?.stop ?? null}
              words="code"
              compact={step.output === 'turtle'}
            />
          </div>
        </div>
      )}

      {rubric.length > 0 ? (
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-lg">Rubric</legend>
          <ul className="space-y-1">
            {rubric.map((criterion, index) => {
              const fromCheck = criterion.check && !(criterion.key in changed) && !work.reviewedAt
              return (
                <li key={criterion.key}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={ticks[criterion.key] ?? false}
                      onChange={(event) =>
                        setChanged((now) => ({ ...now, [criterion.key]: event.target.checked }))
                      }
                    />
                    <kbd className="rounded border border-slate-400 bg-white px-1.5 font-mono text-sm">
                      {index + 1}
                    </kbd>
                    <span>{criterion.label}</span>
                    {fromCheck && criterion.key in checked ? (
                      <span className="text-slate-600 text-sm">
                        {checked[criterion.key] ? '(ticked by its check)' : '(its check did not pass)'}
                      </span>
                    ) : null}
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ) : null}

      <section aria-labelledby="queue-verdict-heading" className="flex flex-wrap items-center gap-3">
        <h3 id="queue-verdict-heading" className="sr-only">
          Verdict
        </h3>
        <ActionButton
          pending={verdict.isPending('well_done')}
          disabled={verdict.pending}
          aria-pressed={work.verdict === 'well_done'}
          onClick={() => judge('well_done')}
        >
          Approve: well done <kbd className="font-mono">A</kbd>
        </ActionButton>
        <ActionButton
          variant="secondary"
          pending={verdict.isPending('keep_working')}
          disabled={verdict.pending}
          aria-pressed={work.verdict === 'keep_working'}
          onClick={() => judge('keep_working')}
        >
          Needs work <kbd className="font-mono">W</kbd>
        </ActionButton>
        <p className="text-slate-600">
          {name} sees the verdict and comments in the lesson. Child {props.position.index + 1} of{' '}
          {props.position.total}.
        </p>
      </section>
    </article>
  )
}

/** A line of code, or a block of a blocks program (decision 209), that a comment is pinned to. */
interface CodeRow {
  key: string
  text: string
  /** A block's depth in the program; undefined for a line of code. */
  depth: number | undefined
  anchor: { line: number; blockId: null } | { line: null; blockId: string }
  /** What the comment box and its button are called. */
  name: string
}

/** A blocks step with its blocks saved is shown block by block; anything else line by line. */
function codeRows(step: QueueStep | undefined): CodeRow[] {
  if (!step?.latest) return []
  const blocks = step.language === 'blocks' ? blocksInOrder(step.latest.blocks) : []
  if (blocks.length > 0)
    return blocks.map((entry) => ({
      key: `block-${entry.place}`,
      text: entry.words,
      depth: entry.depth,
      anchor: { line: null, blockId: entry.place },
      name: `Comment on the block “${entry.words}”`,
    }))
  return step.latest.code.split('\n').map((text, index) => ({
    key: `line-${index + 1}`,
    text,
    depth: undefined,
    anchor: { line: index + 1, blockId: null },
    name: `Comment on line ${index + 1}`,
  }))
}

function QueueComment({ author, body }: { author: string | null; body: string }) {
  return (
    <p className="my-1 ml-14 mr-3 flex gap-2 rounded-lg bg-violet-50 px-3 py-1.5 font-sans text-violet-950">
      <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{author ?? 'Teacher'}:</span> {body}
      </span>
    </p>
  )
}
