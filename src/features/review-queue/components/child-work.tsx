import { ChevronLeft, ChevronRight, SkipForward } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OutputConsole, TurtleCanvas } from '@/features/runner'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import type { QueueVerdict } from '../review-queue.schemas'
import { ChildWorkCode } from './child-work-code'
import { ChildWorkRubric } from './child-work-rubric'
import { type ChildWorkOptions, useChildWork } from './use-child-work'

const STATUS_WORDS = {
  not_started: m.progress_status_not_started,
  in_progress: m.progress_status_in_progress,
  completed: m.review_queue_status_finished,
}
const VERDICT_WORDS: Record<QueueVerdict, () => string> = {
  well_done: m.progress_verdict_well_done,
  keep_working: m.review_queue_verdict_needs_work,
}

/** A child's name: theirs, read in its own direction and left untranslated. */
const Name = ({ children }: { children: string }) => (
  <span translate="no" dir="auto">
    {children}
  </span>
)

interface ChildWorkProps extends ChildWorkOptions {
  position: { index: number; total: number }
}

/** One child's work in the queue: code at the version they last ran, the run beside it, rubric, verdict. */
export function ChildWork(props: ChildWorkProps) {
  const { rubric, runner } = props
  const state = useChildWork(props)
  const { work, withCode, step, verdict, judge, commands } = state
  const name = work.student.name

  return (
    <article aria-labelledby="child-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="child-heading" className="font-bold text-2xl" translate="no" dir="auto">
            {name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <Badge tone={work.status === 'completed' ? 'success' : 'warning'}>
              {STATUS_WORDS[work.status]()}
            </Badge>
            {work.verdict ? (
              <Badge tone={work.verdict === 'well_done' ? 'success' : 'warning'}>
                {VERDICT_WORDS[work.verdict]()}
              </Badge>
            ) : (
              <Badge>{m.review_queue_not_reviewed()}</Badge>
            )}
            {work.fixed ? <Badge tone="brand">{m.review_queue_says_fixed()}</Badge> : null}
            <span>
              {m.progress_runs_count({ count: work.attempts })} ·{' '}
              {m.onboarding_minutes({ minutes: Math.round(work.timeSpentSeconds / 60) })}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!props.onPrevious} onClick={() => props.onPrevious?.()}>
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {m.review_queue_previous()}
          </Button>
          <Button variant="secondary" disabled={!props.onNext} onClick={() => props.onNext?.()}>
            {m.review_queue_next()} <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Button>
          <Button variant="secondary" onClick={props.onNextUnreviewed}>
            <SkipForward aria-hidden="true" className="size-4 rtl:-scale-x-100" />{' '}
            {m.review_queue_next_not_reviewed()}
          </Button>
        </div>
      </div>
      {verdict.error ? <Alert tone="error">{verdict.error}</Alert> : null}

      {withCode.length === 0 || !step?.latest ? (
        <Alert title={m.review_queue_no_code_saved()}>
          {messageParts((values) => m.review_queue_no_code_text(values), { name: <Name>{name}</Name> })}
        </Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <ChildWorkCode state={state} name={name} runner={runner} />

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

      <ChildWorkRubric rubric={rubric} state={state} />

      <section aria-labelledby="queue-verdict-heading" className="flex flex-wrap items-center gap-3">
        <h3 id="queue-verdict-heading" className="sr-only">
          {m.progress_verdict()}
        </h3>
        <ActionButton
          pending={verdict.isPending('well_done')}
          disabled={verdict.pending}
          aria-pressed={work.verdict === 'well_done'}
          onClick={() => judge('well_done')}
        >
          {m.review_queue_approve()} <kbd className="font-mono">A</kbd>
        </ActionButton>
        <ActionButton
          variant="secondary"
          pending={verdict.isPending('keep_working')}
          disabled={verdict.pending}
          aria-pressed={work.verdict === 'keep_working'}
          onClick={() => judge('keep_working')}
        >
          {m.review_queue_verdict_needs_work()} <kbd className="font-mono">W</kbd>
        </ActionButton>
        <p className="text-slate-600">
          {messageParts((values) => m.review_queue_sees_verdict(values), {
            name: <Name>{name}</Name>,
            n: String(props.position.index + 1),
            total: String(props.position.total),
          })}
        </p>
      </section>
    </article>
  )
}
