import { History, MessageSquare, Play, Square } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OutputConsole, TurtleCanvas, turtleCommands, useRunner } from '@/features/runner'
import { dateTime } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { LessonReview as LessonReviewData, ReviewRevision } from '../lesson-review.server'
import { addReviewCommentFn, setLessonVerdictFn } from '../progress-dashboards.functions'
import { progressKeys } from '../progress-dashboards.queries'
import { REVIEW_VERDICTS } from '../progress-dashboards.schemas'
import { statusLabel, verdictLabel } from './progress-words'

/** A teacher reviews one student's lesson: versions, the code read-only, Run, comments, verdict. */
export function LessonReview({ review }: { review: LessonReviewData }) {
  const runner = useRunner(review.steps.some((step) => step.language === 'python') ? 'python' : 'javascript')
  const ids = { studentId: review.student.id, lessonId: review.lesson.id }
  const reviewChanges = [progressKeys.review(ids.studentId, ids.lessonId)]
  const verdict = useAction({ invalidates: reviewChanges })
  const latest =
    review.revisions.findLast((revision) => !revision.keptFromOtherTab) ?? review.revisions.at(-1)
  const [selectedId, setSelectedId] = useState(latest?.id ?? null)
  const selected = review.revisions.find((revision) => revision.id === selectedId) ?? null
  const { form: commentForm } = useAppForm({
    defaultValues: { line: 1, body: '' },
    skipResetForm: true,
    submit: async ({ line, body }) => {
      if (selected) await addReviewCommentFn({ data: { ...ids, revisionId: selected.id, line, body } })
    },
    invalidates: reviewChanges,
    // Keep the line for the next comment on it.
    onSuccess: (): void => commentForm.setFieldValue('body', ''),
  })
  const stepOf = (revision: ReviewRevision) => review.steps.find((step) => step.key === revision.stepKey)
  const step = selected ? stepOf(selected) : undefined
  const lines = selected?.code.split('\n') ?? []
  const commands = useMemo(
    () => turtleCommands(runner.result?.outcome.events ?? runner.restingEvents),
    [runner.result, runner.restingEvents],
  )

  if (!review.progress) {
    return (
      <Alert title={m.progress_not_started_yet()}>
        {m.progress_not_opened({ name: review.student.name })}
      </Alert>
    )
  }

  const judge = (choice: (typeof REVIEW_VERDICTS)[number]) =>
    verdict.run(choice, () => setLessonVerdictFn({ data: { ...ids, verdict: choice } }))

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap gap-2 text-slate-700">
        <Badge tone={review.progress.status === 'completed' ? 'success' : 'warning'}>
          {statusLabel[review.progress.status]()}
        </Badge>
        <span>
          {m.progress_runs_count({ count: review.progress.attempts })} ·{' '}
          {m.onboarding_minutes({ minutes: Math.round(review.progress.timeSpentSeconds / 60) })}
        </span>
      </p>
      {verdict.error ? <Alert tone="error">{verdict.error}</Alert> : null}

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="versions-heading" className="space-y-2">
          <h2 id="versions-heading" className="flex items-center gap-2 font-semibold text-lg">
            <History aria-hidden="true" className="size-5" /> {m.progress_saved_versions()}
          </h2>
          {review.revisions.length === 0 ? (
            <p className="text-slate-600">{m.progress_no_code_saved()}</p>
          ) : null}
          <ol className="space-y-1">
            {review.revisions.map((revision) => (
              <li key={revision.id}>
                <button
                  type="button"
                  aria-pressed={revision.id === selectedId}
                  onClick={() => {
                    setSelectedId(revision.id)
                    runner.clear()
                  }}
                  className="w-full rounded-lg border border-slate-200 px-3 py-2 text-start hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
                >
                  <span className="block font-semibold">
                    {m.progress_version({ number: revision.revision })} ·{' '}
                    <span lang="en">{stepOf(revision)?.title ?? revision.stepKey}</span>
                  </span>
                  <span className="block text-slate-600 text-sm">{dateTime(revision.savedAt)}</span>
                  {revision.keptFromOtherTab ? (
                    <span className="mt-1 block text-amber-900 text-sm">{m.progress_kept_other_tab()}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        {selected ? (
          <div className="min-w-0 space-y-4">
            <section aria-labelledby="code-heading" className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="code-heading" className="font-semibold text-lg">
                  {m.progress_version({ number: selected.revision })}:{' '}
                  <span lang="en">{step?.title ?? selected.stepKey}</span>
                  {step?.language === 'blocks' ? ` ${m.progress_blocks_javascript()}` : ''}
                </h2>
                {runner.status === 'running' ? (
                  <Button variant="secondary" onClick={runner.stop}>
                    <Square aria-hidden="true" className="size-4" /> {m.progress_stop()}
                  </Button>
                ) : (
                  <Button onClick={() => void runner.run(selected.code)}>
                    <Play aria-hidden="true" className="size-4" /> {m.progress_run()}
                  </Button>
                )}
              </div>
              <ol
                aria-label={m.progress_student_code()}
                dir="ltr"
                className="overflow-x-auto rounded-xl border border-slate-300 bg-white py-2 font-mono text-sm"
                data-testid="review-code"
              >
                {lines.map((text, index) => {
                  const number = index + 1
                  const pinned = review.comments.filter(
                    (entry) => entry.revisionId === selected.id && entry.line === number,
                  )
                  return (
                    <li key={number} className="px-3">
                      <div className="flex gap-3">
                        <span aria-hidden="true" className="w-8 shrink-0 select-none text-end text-slate-500">
                          {number}
                        </span>
                        <span className="sr-only">{m.progress_line_n({ number })}</span>
                        <pre className="whitespace-pre">{text || ' '}</pre>
                      </div>
                      {pinned.map((entry) => (
                        <p
                          key={entry.id}
                          className="my-1 ms-11 flex gap-2 rounded-lg bg-violet-50 px-3 py-1.5 font-sans text-violet-950"
                        >
                          <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="font-semibold" translate="no" dir="auto">
                              {entry.authorName ?? m.dashboard_role_teacher()}:
                            </span>{' '}
                            <span dir="auto">{entry.body}</span>
                          </span>
                        </p>
                      ))}
                    </li>
                  )
                })}
              </ol>
            </section>

            <div className="grid gap-4 xl:grid-cols-2">
              {step?.output !== 'console' ? <TurtleCanvas commands={commands} speed="fast" /> : null}
              <OutputConsole
                events={runner.events}
                status={runner.status}
                error={runner.result?.outcome.error ?? null}
                stop={runner.result?.stop ?? null}
                words={'code'}
                compact={step?.output === 'turtle'}
              />
            </div>

            <commentForm.Form className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-lg">{m.progress_comment_on_line()}</h2>
              <commentForm.FormError />
              <div className="flex flex-wrap items-end gap-3">
                <commentForm.AppField name="line">
                  {(field) => (
                    <field.SelectField
                      label={m.progress_line()}
                      className="w-24"
                      options={lines.map((_, index) => ({ value: index + 1, label: String(index + 1) }))}
                    />
                  )}
                </commentForm.AppField>
                <commentForm.AppField name="body">
                  {(field) => (
                    <field.TextareaField
                      label={m.progress_comment()}
                      className="min-w-64 flex-1"
                      rows={2}
                      maxLength={2000}
                    />
                  )}
                </commentForm.AppField>
                <commentForm.Subscribe selector={(state) => state.values.body.trim() === ''}>
                  {(empty) => (
                    <commentForm.SubmitButton disabled={empty}>
                      {m.progress_add_comment()}
                    </commentForm.SubmitButton>
                  )}
                </commentForm.Subscribe>
              </div>
            </commentForm.Form>
          </div>
        ) : null}
      </div>

      <section
        aria-labelledby="verdict-heading"
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="verdict-heading" className="font-semibold text-lg">
          {m.progress_verdict()}
        </h2>
        <p className="text-slate-600">{m.progress_sees_it({ name: review.student.name })}</p>
        <div className="flex flex-wrap gap-2">
          {REVIEW_VERDICTS.map((choice) => (
            <ActionButton
              key={choice}
              variant={review.verdict === choice ? 'primary' : 'secondary'}
              aria-pressed={review.verdict === choice}
              pending={verdict.isPending(choice)}
              disabled={verdict.pending}
              onClick={() => void judge(choice)}
            >
              {verdictLabel[choice]()}
            </ActionButton>
          ))}
        </div>
        {review.verdict ? (
          <p role="status" className="font-semibold">
            {m.progress_current_verdict({ verdict: verdictLabel[review.verdict]() })}
          </p>
        ) : null}
      </section>
    </div>
  )
}
