import { ChevronLeft, ChevronRight, SkipForward } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OutputConsole, TurtleCanvas } from '@/features/runner'
import { plural } from '@/lib/format'
import type { QueueVerdict } from '../review-queue.schemas'
import { ChildWorkCode } from './child-work-code'
import { ChildWorkRubric } from './child-work-rubric'
import { type ChildWorkOptions, useChildWork } from './use-child-work'

const STATUS_WORDS = { not_started: 'Not started', in_progress: 'In progress', completed: 'Finished' }
const VERDICT_WORDS: Record<QueueVerdict, string> = { well_done: 'Well done', keep_working: 'Needs work' }

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
