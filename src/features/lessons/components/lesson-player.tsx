import { ArrowRight, CircleCheck } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { HydrateApart } from '@/components/ui/hydrate-apart'
import { langOf } from '@/lib/i18n/content-lang'
import type { MarkdownTrees } from '@/lib/markdown/markdown-tree'
import { m } from '@/paraglide/messages'
import type { PlayerData } from '../lesson-views'
import { Celebration } from './celebration'
import { CodeStep } from './code-step'
import type { BlockNote } from './editors/blocks-editor'
import { ExplanationStep } from './explanation-step'
import { LESSON_CONTENT_LANG, LessonTextTreesProvider } from './lesson-text'
import { QuizStep } from './quiz-step'
import { StepList } from './step-list'
import { StepNav } from './step-nav'
import { useLessonPlayer } from './use-lesson-player'

interface LessonLinkTarget {
  id: string
  title: string
}

interface LessonPlayerProps {
  data: PlayerData
  /** A link to another lesson of the course, as this route spells its URL. */
  renderLessonLink?: (target: LessonLinkTarget, children: ReactNode) => ReactNode
  /** Where "back to the course" goes (students, teachers). */
  courseLink?: ReactNode
  /** A notice above the lesson (guest, share link, teacher preview). */
  banner?: ReactNode
  /** Shown beside the steps for teachers (notes, resources). */
  aside?: ReactNode
  /** Teachers: show solutions and every hint (off while "trying as a student"). */
  teacherView?: boolean
  /** The teacher's comments on blocks, by step key (decision 209): shown on those blocks. */
  blockNotes?: Readonly<Record<string, readonly BlockNote[]>>
}

/**
 * The lesson player: steps and progress on the left, the work area on the right. The same player
 * serves students (saved to their account), teachers (a preview with solutions), guests and
 * share-link visitors (saved in their browser). The state is useLessonPlayer's.
 */
export function LessonPlayer({
  data,
  renderLessonLink,
  courseLink,
  banner,
  aside,
  teacherView = false,
  blockNotes,
}: LessonPlayerProps) {
  const { content } = data
  const model = useLessonPlayer(data)
  const trees = useMemo(() => JSON.parse(data.texts) as MarkdownTrees, [data.texts])
  const { runner, speed, hydrated, current, step, isLast, steps, status, report } = model
  const teacher = data.mode === 'teacher'
  const words = content.steps.some((s) => 'language' in s && s.language === 'blocks') ? 'blocks' : 'code'
  // Lessons for the youngest readers have a "Read to me" button on every text.
  const readAloud = content.ageBand === '6-8'
  const nextLesson = data.nav?.next
  const completion = model.celebrating ? (
    <Celebration big title={m.lesson_finished()}>
      <div className="flex flex-wrap justify-center gap-3">
        {nextLesson && renderLessonLink
          ? renderLessonLink(
              nextLesson,
              <span className="inline-flex items-center gap-2 rounded-xl bg-green-700 px-5 py-3 font-bold text-lg text-white hover:bg-green-800">
                {m.lesson_next_lesson({ title: nextLesson.title })}
                <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </span>,
            )
          : null}
        {courseLink}
      </div>
    </Celebration>
  ) : null

  return (
    <LessonTextTreesProvider value={trees}>
      <div className="space-y-3" data-testid="lesson-player" data-mode={data.mode} data-status={status}>
        {banner}
        <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            {data.nav?.course ? (
              <p className="font-semibold text-slate-600 text-sm">
                <span lang={LESSON_CONTENT_LANG} dir="auto">
                  {data.nav.course.title}
                </span>
                {data.nav.index && data.nav.total
                  ? ` · ${m.lesson_of_total({ index: data.nav.index, total: data.nav.total })}`
                  : ''}
              </p>
            ) : null}
            <h1
              className="font-bold text-2xl leading-tight tracking-tight sm:text-3xl"
              lang={langOf(content, 'title')}
              dir="auto"
            >
              {content.title}
            </h1>
            <p
              className="hidden text-lg text-slate-700 [@media(min-height:60rem)]:block"
              lang={langOf(content, 'summary')}
              dir="auto"
            >
              {content.summary}
            </p>
          </div>
          {status === 'completed' ? (
            <p
              data-testid="lesson-status"
              className="inline-flex items-center gap-2 rounded-full bg-green-100 px-4 py-1.5 font-bold text-green-900"
            >
              <CircleCheck aria-hidden="true" className="size-5" />
              {m.lesson_complete()}
            </p>
          ) : (
            <p
              data-testid="lesson-status"
              className="rounded-full bg-white px-4 py-1.5 font-semibold text-slate-700"
            >
              {status === 'in_progress' || Object.values(steps).some((entry) => entry.done)
                ? m.lesson_in_progress()
                : m.lesson_not_started()}
            </p>
          )}
        </header>

        <div className="grid items-start gap-3 xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-5">
          {/* Wide screens: the steps, then the way back and the teacher's notes, in one column that moves
            as one (a sticky list alone slid over the links below it). Narrower: the steps above the
            lesson, the links after it. */}
          <div className="contents xl:sticky xl:top-4 xl:block xl:max-h-[calc(100svh-2rem)] xl:min-w-0 xl:space-y-4 xl:overflow-y-auto">
            <aside aria-label={m.lesson_steps_aside()} className="min-w-0">
              <HydrateApart>
                <StepList steps={content.steps} current={current} progress={steps} onSelect={model.goTo} />
              </HydrateApart>
            </aside>
            {courseLink || aside ? (
              <div className="order-last min-w-0 space-y-4 xl:order-none">
                {courseLink}
                {aside}
              </div>
            ) : null}
          </div>

          <section
            aria-labelledby="step-heading"
            className="min-w-0 space-y-3 rounded-2xl bg-white/70 p-3 shadow-sm sm:p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              <div className="min-w-0">
                <p className="font-semibold text-brand-700 text-sm">
                  {m.lesson_step_of({ number: current + 1, total: content.steps.length })}
                </p>
                <h2
                  id="step-heading"
                  ref={model.headingRef}
                  tabIndex={-1}
                  className="font-bold text-2xl leading-tight focus:outline-none"
                  lang={langOf(step, 'title')}
                  dir="auto"
                >
                  {step.title}
                </h2>
              </div>
              <StepNav model={model} teacher={teacher} />
            </div>

            <div role="status">{completion}</div>

            <HydrateApart>
              {step.kind === 'explanation' ? (
                <ExplanationStep
                  key={step.key}
                  step={step}
                  runner={runner}
                  speed={speed}
                  readAloud={readAloud}
                  onRun={teacher ? undefined : () => report({ stepKey: step.key, kind: 'run', done: false })}
                />
              ) : step.kind === 'quiz' ? (
                <QuizStep
                  key={step.key}
                  step={step}
                  done={model.stepDone}
                  readAloud={readAloud}
                  onAnswered={(correct) => report({ stepKey: step.key, kind: 'done', done: correct })}
                />
              ) : (
                <CodeStep
                  key={step.key}
                  step={step}
                  backend={model.backend}
                  runner={runner}
                  saved={data.progress?.code[step.key] ?? null}
                  goal={data.goals[step.key] ?? null}
                  speed={speed}
                  onSpeedChange={model.setSpeed}
                  onReport={report}
                  done={model.stepDone}
                  onNext={isLast ? null : () => model.goTo(current + 1)}
                  teacherView={teacherView}
                  hydrated={hydrated}
                  readAloud={readAloud}
                  onDrawingChange={model.setDrawing}
                  blockNotes={blockNotes?.[step.key]}
                />
              )}
            </HydrateApart>
          </section>
        </div>
        <p className="text-slate-600 text-sm">
          {m.lesson_keys()} <kbd className="rounded border border-slate-300 bg-white px-1">Ctrl</kbd>+
          <kbd className="rounded border border-slate-300 bg-white px-1">Enter</kbd>{' '}
          {words === 'blocks' ? m.lesson_keys_runs_blocks() : m.lesson_keys_runs_code()} ·{' '}
          <kbd className="rounded border border-slate-300 bg-white px-1">Esc</kbd> {m.lesson_keys_stops()}
        </p>
      </div>
    </LessonTextTreesProvider>
  )
}
