import { useEffect, useMemo, useRef } from 'react'
import { m } from '@/paraglide/messages'
import type { TurtleCommand } from '../runtime/run-program'
import { INITIAL_TURTLE } from '../runtime/turtle-geometry'
import { describeDrawing } from './describe-drawing'
import {
  backgroundAt,
  CANVAS_PIXELS,
  type DrawSpeed,
  drawBackground,
  drawCircle,
  drawSegment,
  drawSteps,
  drawText,
  drawTurtle,
  planDrawing,
  stepSeconds,
  turtleDuring,
  viewFor,
} from './turtle-animation'

interface TurtleCanvasProps {
  commands: readonly TurtleCommand[]
  /** The picture to make, drawn faintly underneath (lessons that show their goal). */
  goal?: readonly TurtleCommand[]
  speed: DrawSpeed
  /** Called when the animation has drawn everything (at once for Instant). */
  onDrawn?: () => void
  label?: string
}

/**
 * The turtle's picture, drawn from the runner's commands and animated at the chosen speed, with
 * the picture in words beside it for screen readers.
 */
export function TurtleCanvas({
  commands,
  goal,
  speed,
  onDrawn,
  label = m.runner_turtle_drawing(),
}: TurtleCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const figureRef = useRef<HTMLElement>(null)
  const plan = useMemo(() => planDrawing(commands), [commands])
  const goalPlan = useMemo(() => (goal ? planDrawing(goal) : null), [goal])
  const steps = plan.steps
  const goalSteps = useMemo(() => goalPlan?.steps ?? [], [goalPlan])
  const summary = useMemo(() => describeDrawing(plan.drawing), [plan])
  const goalSummary = useMemo(() => (goalPlan ? describeDrawing(goalPlan.drawing) : null), [goalPlan])
  const progress = useRef<{ steps: unknown; index: number }>({ steps: null, index: 0 })
  const onDrawnRef = useRef(onDrawn)
  onDrawnRef.current = onDrawn

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const view = viewFor([...steps, ...goalSteps])
    // A new picture starts from its first step; a new speed carries on where the turtle is.
    if (progress.current.steps !== steps) progress.current = { steps, index: 0 }
    const startIndex = progress.current.index

    // Whether the turtle has finished walking, for the page's own tests and tools.
    canvas.dataset.drawn = 'false'
    const drawn = () => {
      canvas.dataset.drawn = 'true'
      onDrawnRef.current?.()
    }
    if (steps.length === 0 || speed === 'instant' || startIndex >= steps.length) {
      drawSteps(ctx, view, steps, steps.length, goalSteps)
      drawTurtle(ctx, view, steps.at(-1)?.after ?? INITIAL_TURTLE)
      progress.current.index = steps.length
      drawn()
      return
    }

    const finished = document.createElement('canvas')
    finished.width = CANVAS_PIXELS
    finished.height = CANVAS_PIXELS
    const done = finished.getContext('2d')!
    drawSteps(done, view, steps, startIndex, goalSteps)

    let index = startIndex
    let into = 0
    let last = performance.now()
    let frame = 0
    const commit = (n: number) => {
      const step = steps[n]!
      if (step.cleared) drawBackground(done, view, goalSteps, backgroundAt(steps, n + 1))
      else if (step.fill || step.background) drawSteps(done, view, steps, n + 1, goalSteps)
      else {
        if (step.segment) drawSegment(done, view, step.segment)
        if (step.circle) drawCircle(done, view, step.circle)
        if (step.text) drawText(done, view, step.text)
      }
    }
    const tick = (now: number) => {
      // Long pauses (a hidden tab) do not make the turtle jump ahead more than a quarter second.
      let budget = Math.min((now - last) / 1000, 0.25)
      last = now
      while (index < steps.length) {
        const need = stepSeconds(steps[index]!, speed) - into
        if (budget < need) {
          into += budget
          break
        }
        budget -= need
        commit(index)
        index++
        into = 0
      }
      progress.current.index = index
      ctx.drawImage(finished, 0, 0)
      const step = steps[index]
      if (step) {
        const part = Math.min(1, into / Math.max(stepSeconds(step, speed), 1e-6))
        if (step.segment) drawSegment(ctx, view, step.segment, part)
        if (step.circle) drawCircle(ctx, view, step.circle, part)
        drawTurtle(ctx, view, turtleDuring(step, part))
        frame = requestAnimationFrame(tick)
      } else {
        drawTurtle(ctx, view, steps.at(-1)?.after ?? INITIAL_TURTLE)
        drawn()
      }
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [steps, goalSteps, speed])

  useEffect(() => fitToFirstScreen(figureRef.current!, canvasRef.current!), [])

  return (
    <figure className="m-0" ref={figureRef}>
      {/* The turtle's coordinates run left to right in every language (decision 204). */}
      <canvas
        ref={canvasRef}
        width={CANVAS_PIXELS}
        height={CANVAS_PIXELS}
        role="img"
        aria-label={
          goalSummary
            ? m.runner_canvas_label_goal({ label, summary, goal: goalSummary })
            : m.runner_canvas_label({ label, summary })
        }
        data-testid="turtle-canvas"
        dir="ltr"
        className="aspect-square w-full max-w-[420px] rounded-xl border border-slate-300 bg-white"
      />
      <figcaption className="mt-2 text-slate-700 text-sm" data-testid="drawing-summary">
        <span>{summary}</span>
        {goalSummary ? <span className="block text-slate-600">{m.turtle_goal_dashed()}</span> : null}
      </figcaption>
    </figure>
  )
}

/** The smallest the canvas is made to keep its description on the screen (the layout's own floor). */
const SMALLEST_CANVAS_REM = 13

/**
 * Beside the program (two columns, decision 097), the canvas and its description in words end on
 * the first screen: when what a run came to sits above the canvas (a mistake, a stop, the checks)
 * the canvas gives up the room it needs, down to 13rem, instead of pushing its description below
 * the screen (decision 189). Followed whenever the column or the page changes size.
 */
function fitToFirstScreen(figure: HTMLElement, canvas: HTMLCanvasElement): () => void {
  const twoColumns = window.matchMedia('(width >= 48rem)')
  const resize = () => {
    canvas.style.maxWidth = ''
    if (!twoColumns.matches) return
    const caption = figure.querySelector('figcaption')
    const captionHeight = caption ? caption.getBoundingClientRect().height + 8 : 0
    const box = canvas.getBoundingClientRect()
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
    const room = window.innerHeight - (box.top + window.scrollY) - captionHeight - 8
    // A canvas further down the page (a teacher's review) keeps its size: only one that can end on
    // the first screen is made smaller.
    if (room < box.width && room >= SMALLEST_CANVAS_REM * rem) canvas.style.maxWidth = `${Math.floor(room)}px`
  }
  resize()
  const observer = new ResizeObserver(resize)
  if (figure.parentElement) observer.observe(figure.parentElement)
  observer.observe(document.body)
  window.addEventListener('resize', resize)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', resize)
  }
}
