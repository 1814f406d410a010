import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { loadCheckEngine, probesFor, type Runner, turtleCommands } from '@/features/runner'
import { useAction } from '@/lib/use-action'
import type { QueueStep } from '../queue-work.server'
import { addQueueCommentFn, setQueueVerdictFn } from '../review-queue.functions'
import { queueKeys, queueWorkQuery } from '../review-queue.queries'
import type { QueueVerdict } from '../review-queue.schemas'
import { type RubricCriterion, rubricTicks } from '../rubric'
import { codeRows, commentOnRow } from './code-rows'
import { typing } from './typing'

type Check = Parameters<Awaited<ReturnType<typeof loadCheckEngine>>>[0][number]

export interface ChildWorkOptions {
  classId: string
  itemId: string
  studentId: string
  rubric: RubricCriterion[]
  runner: Runner
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

/**
 * One child's work in the queue, its state: the step and the line or block chosen, the comment
 * being written and sent, the rubric's ticks (from the checks until the teacher changes them),
 * the verdict, the runs, and the queue's keys (decision 193) on the document.
 */
export function useChildWork(props: ChildWorkOptions) {
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
  const onNoRow = here.filter((entry) => !rows.some((at) => commentOnRow(entry, at)))
  const chooseStep = (key: string) => {
    setStepKey(key)
    setChosen(0)
  }
  const closeComment = () => {
    focusChosen()
    setCommenting(false)
  }
  const tick = (key: string, on: boolean) => setChanged((now) => ({ ...now, [key]: on }))
  return {
    work,
    withCode,
    step,
    chooseStep,
    rows,
    row,
    choose: setChosen,
    list,
    commentBox,
    commenting,
    openComment: () => setCommenting(true),
    closeComment,
    draft,
    setDraft,
    sendComment,
    comment,
    here,
    earlier,
    onNoRow,
    ticks,
    checked,
    changed,
    tick,
    verdict,
    judge,
    runAll,
    commands,
  }
}

export type ChildWorkState = ReturnType<typeof useChildWork>
