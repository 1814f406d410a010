import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { DrawSpeed } from '@/features/runner'
import { useRunner } from '@/features/runner'
import { lessonEngine } from '@/kernel/lesson-content/lesson-engine'
import type { PlayerData, StepProgress } from '../lesson-views'
import { type LessonStatus, type StepReport, usePlayerBackend } from './player-backend'

const SPEED_KEY = 'codeschool.turtleSpeed'

/** The turtle's speed, remembered in the browser; "instant" for those who asked for less motion. */
export function useTurtleSpeed(): [DrawSpeed, (speed: DrawSpeed) => void] {
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
 * The lesson player's state: which step is open, each step's progress and the lesson's status (a
 * guest's read from the browser once the page runs there), the reports that record them, and
 * "You did it!" once the last step is done and the turtle has stopped. The view (LessonPlayer)
 * shows it.
 */
export function useLessonPlayer(data: PlayerData) {
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

  // Guests' progress lives in the browser: read it once the page is running there. A transition
  // (decision 216): the parts of the player still waiting to hydrate hydrate in slices the browser
  // can interrupt, not in one long task right after the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts in the browser
  useEffect(() => {
    const local = backend.readLocalProgress()
    startTransition(() => {
      setHydrated(true)
      if (local) {
        setCurrent(local.currentStep)
        setSteps(local.steps)
        setStatus(local.status)
      }
    })
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
  const stepDone = steps[step.key]?.done === true
  const allDone = content.steps.every((entry) => steps[entry.key]?.done)
  const teacher = data.mode === 'teacher'

  /** Next step: an explanation counts as read when the child moves on from it. */
  const next = () => {
    if (step.kind === 'explanation' && !teacher) report({ stepKey: step.key, kind: 'done', done: true })
    if (!isLast) goTo(current + 1)
  }

  return {
    backend,
    runner,
    speed,
    setSpeed,
    hydrated,
    current,
    step,
    isLast,
    steps,
    stepDone,
    allDone,
    notDone: content.steps.filter((entry) => !steps[entry.key]?.done),
    status,
    /** The lesson has just been finished (or was, and this is its last step): "You did it!". */
    celebrating: (justCompleted || (isLast && allDone && status === 'completed')) && !teacher && !drawing,
    setDrawing,
    headingRef,
    report,
    goTo,
    next,
    /** The last step is an explanation: "I have read this" finishes it. */
    markRead: () => report({ stepKey: step.key, kind: 'done', done: true }),
  }
}

export type LessonPlayerModel = ReturnType<typeof useLessonPlayer>
