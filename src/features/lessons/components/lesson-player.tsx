import { ArrowLeft, ArrowRight, CircleCheck, Flag } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { DrawSpeed } from '@/features/runner'
import { useRunner } from '@/features/runner'
import { lessonEngine } from '@/kernel/lesson-content/lesson-content.schemas'
import type { PlayerData, StepProgress } from '../lesson-views'
import { Celebration } from './celebration'
import { CodeStep } from './code-step'
import { ExplanationStep } from './explanation-step'
import { type LessonStatus, type StepReport, usePlayerBackend } from './player-backend'
import { QuizStep } from './quiz-step'
import { StepList } from './step-list'

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
}

const SPEED_KEY = 'codeschool.turtleSpeed'

function useTurtleSpeed(): [DrawSpeed, (speed: DrawSpeed) => void] {
  const [speed, setSpeed] = useState<DrawSpeed>('normal')
  useEffect(() => {
    const saved = window.localStorage.getItem(SPEED_KEY) as DrawSpeed | null
    if (saved && ['slow', 'normal', 'fast', 'instant'].includes(saved)) setSpeed(saved)
    else if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setSpeed('instant')
  }, [])
  const change = useCallback((next: DrawSpeed) => {
    setSpeed(next)
    try {
      window.localStorage.setItem(SPEED_KEY, next)
    } catch {
      // remembered for this page only
    }
  }, [])
  return [speed, change]
}

/**
 * The lesson player: steps and progress on the left, the work area on the right. The same player
 * serves students (saved to their account), teachers (a preview with solutions), guests and
 * share-link visitors (saved in their browser).
 */
export function LessonPlayer({
  data,
  renderLessonLink,
  courseLink,
  banner,
  aside,
  teacherView = false,
}: LessonPlayerProps) {
  const { content } = data
  const backend = usePlayerBackend(data)
  const runner = useRunner(lessonEngine(content))
  const [speed, setSpeed] = useTurtleSpeed()
  const [hydrated, setHydrated] = useState(false)
  const [current, setCurrent] = useState(data.progress?.currentStep ?? 0)
  const [steps, setSteps] = useState<Record<string, StepProgress>>(data.progress?.steps ?? {})
  const [status, setStatus] = useState<LessonStatus>(data.progress?.status ?? 'not_started')
  const [justCompleted, setJustCompleted] = useState(false)
  /** The turtle is still walking: the lesson's celebration waits until the drawing ends. */
  const [drawing, setDrawing] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // Guests' progress lives in the browser: read it once the page is running there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts in the browser
  useEffect(() => {
    setHydrated(true)
    const local = backend.readLocalProgress()
    if (local) {
      setCurrent(local.currentStep)
      setSteps(local.steps)
      setStatus(local.status)
    }
  }, [])

  const report = useCallback(
    (entry: StepReport) => {
      if (entry.done) setSteps((all) => ({ ...all, [entry.stepKey]: { ...all[entry.stepKey], done: true } }))
      backend.record(entry).then(
        (result) => {
          if (!result) return
          setStatus(result.status)
          if (result.justCompleted) setJustCompleted(true)
        },
        () => {
          // Progress reports are best effort; code has its own autosave with retries.
        },
      )
    },
    [backend],
  )

  const goTo = useCallback(
    (index: number) => {
      const step = content.steps[index]
      if (!step) return
      runner.clear()
      setCurrent(index)
      if (data.mode !== 'teacher') report({ stepKey: step.key, kind: 'visit', done: false })
    },
    [content.steps, runner, report, data.mode],
  )

  // Moving to a step puts the reader at its title (keyboard and screen-reader users too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'nearest' })
  }, [current])

  const step = content.steps[current] ?? content.steps[0]!
  const isLast = current === content.steps.length - 1
  const words = content.steps.some((s) => 'language' in s && s.language === 'blocks') ? 'blocks' : 'code'
  const stepDone = steps[step.key]?.done === true
  const allDone = content.steps.every((entry) => steps[entry.key]?.done)
  const notDone = content.steps.filter((entry) => !steps[entry.key]?.done)

  const next = () => {
    if (step.kind === 'explanation' && data.mode !== 'teacher')
      report({ stepKey: step.key, kind: 'done', done: true })
    if (!isLast) goTo(current + 1)
  }

  // Lessons for the youngest readers have a "Read to me" button on every text.
  const readAloud = content.ageBand === '6-8'
  const nextLesson = data.nav?.next
  const completion =
    (justCompleted || (isLast && allDone && status === 'completed')) &&
    data.mode !== 'teacher' &&
    !drawing ? (
      <Celebration big title="You did it! You finished this lesson.">
        <div className="flex flex-wrap justify-center gap-3">
          {nextLesson && renderLessonLink
            ? renderLessonLink(
                nextLesson,
                <span className="inline-flex items-center gap-2 rounded-xl bg-green-700 px-5 py-3 font-bold text-lg text-white hover:bg-green-800">
                  Next lesson: {nextLesson.title}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </span>,
              )
            : null}
          {courseLink}
        </div>
      </Celebration>
    ) : null

  const stepNav = (
    <nav aria-label="Steps" className="flex flex-wrap items-center justify-end gap-2">
      <button
        type="button"
        onClick={() => goTo(current - 1)}
        disabled={current === 0}
        className="inline-flex items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back
      </button>
      {isLast && step.kind === 'explanation' && !stepDone && data.mode !== 'teacher' ? (
        <button
          type="button"
          onClick={() => report({ stepKey: step.key, kind: 'done', done: true })}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          I have read this
          <CircleCheck aria-hidden="true" className="size-5" />
        </button>
      ) : isLast ? (
        allDone ? (
          <p className="inline-flex items-center gap-2 font-bold text-green-800">
            <Flag aria-hidden="true" className="size-5" />
            All steps done!
          </p>
        ) : (
          <p className="text-slate-700">
            To finish the lesson, do the step{notDone.length === 1 ? '' : 's'} without a tick:{' '}
            {notDone.map((entry) => entry.title).join(', ')}.
          </p>
        )
      ) : (
        <button
          type="button"
          onClick={next}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          Next step
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      )}
    </nav>
  )

  // Compact on purpose: on a first step the program, Run and the turtle's canvas fit on a
  // 1024×768 screen without scrolling (decision 097). The steps sit beside the lesson on wide
  // screens and in one row above it otherwise; Back and Next are at the top of the step.
  return (
    <div className="space-y-3" data-testid="lesson-player" data-mode={data.mode} data-status={status}>
      {banner}
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          {data.nav?.course ? (
            <p className="font-semibold text-slate-600 text-sm">
              {data.nav.course.title}
              {data.nav.index && data.nav.total ? ` · Lesson ${data.nav.index} of ${data.nav.total}` : ''}
            </p>
          ) : null}
          <h1 className="font-bold text-2xl leading-tight tracking-tight sm:text-3xl">{content.title}</h1>
          <p className="hidden text-lg text-slate-700 [@media(min-height:60rem)]:block">{content.summary}</p>
        </div>
        {status === 'completed' ? (
          <p
            data-testid="lesson-status"
            className="inline-flex items-center gap-2 rounded-full bg-green-100 px-4 py-1.5 font-bold text-green-900"
          >
            <CircleCheck aria-hidden="true" className="size-5" />
            Lesson complete
          </p>
        ) : (
          <p
            data-testid="lesson-status"
            className="rounded-full bg-white px-4 py-1.5 font-semibold text-slate-700"
          >
            {status === 'in_progress' || Object.values(steps).some((entry) => entry.done)
              ? 'In progress'
              : 'Not started yet'}
          </p>
        )}
      </header>

      <div className="grid items-start gap-3 xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-5">
        {/* Wide screens: the steps, then the way back and the teacher's notes, in one column that moves
            as one (a sticky list alone slid over the links below it). Narrower: the steps above the
            lesson, the links after it. */}
        <div className="contents xl:sticky xl:top-4 xl:block xl:max-h-[calc(100svh-2rem)] xl:min-w-0 xl:space-y-4 xl:overflow-y-auto">
          <aside aria-label="The lesson’s steps" className="min-w-0">
            <StepList steps={content.steps} current={current} progress={steps} onSelect={goTo} />
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
                Step {current + 1} of {content.steps.length}
              </p>
              <h2
                id="step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="font-bold text-2xl leading-tight focus:outline-none"
              >
                {step.title}
              </h2>
            </div>
            {stepNav}
          </div>

          <div role="status">{completion}</div>

          {step.kind === 'explanation' ? (
            <ExplanationStep
              key={step.key}
              step={step}
              runner={runner}
              speed={speed}
              hydrated={hydrated}
              readAloud={readAloud}
              onRun={
                data.mode === 'teacher'
                  ? undefined
                  : () => report({ stepKey: step.key, kind: 'run', done: false })
              }
            />
          ) : step.kind === 'quiz' ? (
            <QuizStep
              key={step.key}
              step={step}
              done={stepDone}
              readAloud={readAloud}
              onAnswered={(correct) => report({ stepKey: step.key, kind: 'done', done: correct })}
            />
          ) : (
            <CodeStep
              key={step.key}
              step={step}
              backend={backend}
              runner={runner}
              saved={data.progress?.code[step.key] ?? null}
              goal={data.goals[step.key] ?? null}
              speed={speed}
              onSpeedChange={setSpeed}
              onReport={report}
              done={stepDone}
              onNext={isLast ? null : () => goTo(current + 1)}
              teacherView={teacherView}
              hydrated={hydrated}
              readAloud={readAloud}
              onDrawingChange={setDrawing}
            />
          )}
        </section>
      </div>
      <p className="text-slate-600 text-sm">
        Keys: <kbd className="rounded border border-slate-300 bg-white px-1">Ctrl</kbd>+
        <kbd className="rounded border border-slate-300 bg-white px-1">Enter</kbd> runs your{' '}
        {words === 'blocks' ? 'blocks' : 'code'} ·{' '}
        <kbd className="rounded border border-slate-300 bg-white px-1">Esc</kbd> stops it.
      </p>
    </div>
  )
}
