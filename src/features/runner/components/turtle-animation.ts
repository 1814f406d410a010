import { m } from '@/paraglide/messages'
import type { TurtleCommand } from '../runtime/run-program'
import {
  createTurtleTracer,
  type Drawing,
  type Fill,
  INITIAL_TURTLE,
  PLAIN_BACKGROUND,
  type Segment,
  type TurtleState,
  type TurtleStep,
} from '../runtime/turtle-geometry'

export type DrawSpeed = 'slow' | 'normal' | 'fast' | 'instant'

/** The speeds, each named in the page's language when it is shown (decision 204). */
export const DRAW_SPEEDS: readonly { value: DrawSpeed; readonly label: string }[] = [
  {
    value: 'slow',
    get label() {
      return m.run_speed_slow()
    },
  },
  {
    value: 'normal',
    get label() {
      return m.run_speed_normal()
    },
  },
  {
    value: 'fast',
    get label() {
      return m.run_speed_fast()
    },
  },
  {
    value: 'instant',
    get label() {
      return m.run_speed_instant()
    },
  },
]

/** Turtle travel in canvas units per second, and turning in degrees per second. */
const TRAVEL_PER_SECOND: Record<Exclude<DrawSpeed, 'instant'>, number> = {
  slow: 120,
  normal: 400,
  fast: 1600,
}
const TURN_PER_SECOND: Record<Exclude<DrawSpeed, 'instant'>, number> = { slow: 360, normal: 1080, fast: 4000 }
/** Every command takes at least this long, so pen and colour changes are visible at slow speed. */
const STEP_SECONDS: Record<Exclude<DrawSpeed, 'instant'>, number> = { slow: 0.08, normal: 0.02, fast: 0 }

/** The world is 400 × 400 units around (0, 0); the canvas shows at least that. */
const WORLD_HALF = 200
export const CANVAS_PIXELS = 800

export interface View {
  scale: number
  cx: number
  cy: number
}

/** Fits everything drawn (and the usual world) into the canvas. */
export function viewFor(steps: readonly TurtleStep[]): View {
  let extent = WORLD_HALF
  for (const step of steps) {
    for (const point of [step.after, step.segment?.from, step.segment?.to]) {
      if (point) extent = Math.max(extent, Math.abs(point.x) + 10, Math.abs(point.y) + 10)
    }
    if (step.circle) {
      const { center, radius } = step.circle
      extent = Math.max(extent, Math.abs(center.x) + radius + 10, Math.abs(center.y) + radius + 10)
    }
  }
  return { scale: CANVAS_PIXELS / 2 / extent, cx: CANVAS_PIXELS / 2, cy: CANVAS_PIXELS / 2 }
}

/** The steps to animate and the finished drawing, from one pass over the commands. */
export function planDrawing(commands: readonly TurtleCommand[]): { steps: TurtleStep[]; drawing: Drawing } {
  const tracer = createTurtleTracer()
  const steps = commands.map((command) => tracer.apply(command))
  return { steps, drawing: tracer.drawing() }
}

/** Seconds one step takes at a speed; the program's own `speed(n)` (1–10, 0 = no animation) scales it. */
export function stepSeconds(step: TurtleStep, speed: DrawSpeed): number {
  if (speed === 'instant' || step.before.speed === 0) return 0
  const factor = Math.max(step.before.speed, 1) / INITIAL_TURTLE.speed
  let seconds = STEP_SECONDS[speed]
  if (step.segment) {
    const { from, to } = step.segment
    seconds += Math.hypot(to.x - from.x, to.y - from.y) / TRAVEL_PER_SECOND[speed]
  } else if (step.command.op === 'turn') {
    seconds += Math.abs(step.command.degrees) / TURN_PER_SECOND[speed]
  } else if (step.circle) {
    seconds += (2 * Math.PI * step.circle.radius) / TRAVEL_PER_SECOND[speed]
  }
  return seconds / factor
}

function toCanvas(view: View, x: number, y: number): [number, number] {
  return [view.cx + x * view.scale, view.cy - y * view.scale]
}

function drawGrid(ctx: CanvasRenderingContext2D, view: View, background: string) {
  ctx.save()
  ctx.fillStyle = background
  ctx.fillRect(0, 0, CANVAS_PIXELS, CANVAS_PIXELS)
  const step = 50 * view.scale
  ctx.lineWidth = 1
  // On a colour of the program's own the grid is fainter, so the colour is what the child sees.
  if (background !== PLAIN_BACKGROUND) ctx.globalAlpha = 0.3
  ctx.strokeStyle = '#eef2f7'
  for (let offset = step; offset < CANVAS_PIXELS / 2; offset += step) {
    for (const sign of [-1, 1]) {
      ctx.beginPath()
      ctx.moveTo(view.cx + sign * offset, 0)
      ctx.lineTo(view.cx + sign * offset, CANVAS_PIXELS)
      ctx.moveTo(0, view.cy + sign * offset)
      ctx.lineTo(CANVAS_PIXELS, view.cy + sign * offset)
      ctx.stroke()
    }
  }
  ctx.strokeStyle = '#dbe3ee'
  ctx.beginPath()
  ctx.moveTo(view.cx, 0)
  ctx.lineTo(view.cx, CANVAS_PIXELS)
  ctx.moveTo(0, view.cy)
  ctx.lineTo(CANVAS_PIXELS, view.cy)
  ctx.stroke()
  ctx.restore()
}

export function drawSegment(ctx: CanvasRenderingContext2D, view: View, segment: Segment, progress = 1) {
  const [x1, y1] = toCanvas(view, segment.from.x, segment.from.y)
  const [x2, y2] = toCanvas(view, segment.to.x, segment.to.y)
  ctx.save()
  ctx.strokeStyle = segment.color
  ctx.lineWidth = Math.max(1, segment.width * view.scale)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.beginPath()
  ctx.moveTo(x1, y1)
  ctx.lineTo(x1 + (x2 - x1) * progress, y1 + (y2 - y1) * progress)
  ctx.stroke()
  ctx.restore()
}

export function drawCircle(
  ctx: CanvasRenderingContext2D,
  view: View,
  circle: NonNullable<TurtleStep['circle']>,
  progress = 1,
) {
  const [x, y] = toCanvas(view, circle.center.x, circle.center.y)
  ctx.save()
  ctx.strokeStyle = circle.color
  ctx.lineWidth = Math.max(1, circle.width * view.scale)
  ctx.beginPath()
  ctx.arc(x, y, circle.radius * view.scale, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * progress)
  ctx.stroke()
  ctx.restore()
}

function drawFill(ctx: CanvasRenderingContext2D, view: View, fill: Fill) {
  ctx.save()
  ctx.fillStyle = fill.color
  ctx.beginPath()
  if (fill.circle) {
    const [x, y] = toCanvas(view, fill.circle.center.x, fill.circle.center.y)
    ctx.arc(x, y, fill.circle.radius * view.scale, 0, 2 * Math.PI)
  } else if (fill.points) {
    fill.points.forEach((point, n) => {
      const [x, y] = toCanvas(view, point.x, point.y)
      if (n === 0) ctx.moveTo(x, y)
      else ctx.lineTo(x, y)
    })
    ctx.closePath()
  }
  ctx.fill()
  ctx.restore()
}

export function drawText(ctx: CanvasRenderingContext2D, view: View, text: NonNullable<TurtleStep['text']>) {
  const [x, y] = toCanvas(view, text.at.x, text.at.y)
  ctx.save()
  ctx.fillStyle = text.color
  ctx.font = `${Math.round(16 * view.scale)}px "Atkinson Hyperlegible", sans-serif`
  ctx.textBaseline = 'bottom'
  ctx.fillText(text.text, x, y)
  ctx.restore()
}

/** The picture to make, drawn faintly under the child's own. */
function drawGoal(ctx: CanvasRenderingContext2D, view: View, goal: readonly TurtleStep[]) {
  ctx.save()
  ctx.globalAlpha = 0.35
  ctx.setLineDash([10, 8])
  for (const step of goal) {
    if (step.segment)
      drawSegment(ctx, view, { ...step.segment, color: '#64748b', width: Math.max(step.segment.width, 3) })
    if (step.circle)
      drawCircle(ctx, view, { ...step.circle, color: '#64748b', width: Math.max(step.circle.width, 3) })
  }
  ctx.restore()
}

/** The paper: its colour and grid, then the goal if there is one. */
export function drawBackground(
  ctx: CanvasRenderingContext2D,
  view: View,
  goal?: readonly TurtleStep[],
  background = PLAIN_BACKGROUND,
) {
  drawGrid(ctx, view, background)
  if (goal && goal.length > 0) drawGoal(ctx, view, goal)
}

/** The colour behind the drawing once the steps before `upTo` are done. */
export function backgroundAt(steps: readonly TurtleStep[], upTo: number): string {
  for (let n = Math.min(upTo, steps.length) - 1; n >= 0; n--) {
    const background = steps[n]?.background
    if (background) return background
  }
  return PLAIN_BACKGROUND
}

/** The finished part of a picture: every step before `upTo`, fills underneath as on paper. */
export function drawSteps(
  ctx: CanvasRenderingContext2D,
  view: View,
  steps: readonly TurtleStep[],
  upTo: number,
  goal?: readonly TurtleStep[],
) {
  let start = 0
  for (let n = upTo - 1; n >= 0; n--) {
    if (steps[n]?.cleared) {
      start = n + 1
      break
    }
  }
  drawBackground(ctx, view, goal, backgroundAt(steps, upTo))
  for (let n = start; n < upTo; n++) {
    const fill = steps[n]?.fill
    if (fill) drawFill(ctx, view, fill)
  }
  for (let n = start; n < upTo; n++) {
    const step = steps[n]!
    if (step.segment) drawSegment(ctx, view, step.segment)
    if (step.circle) drawCircle(ctx, view, step.circle)
    if (step.text) drawText(ctx, view, step.text)
  }
}

/** The turtle itself: a green arrow head pointing where it is heading; nothing once it is hidden. */
export function drawTurtle(
  ctx: CanvasRenderingContext2D,
  view: View,
  turtle: Pick<TurtleState, 'x' | 'y' | 'heading' | 'visible'>,
) {
  if (!turtle.visible) return
  const [x, y] = toCanvas(view, turtle.x, turtle.y)
  const size = 14
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate((turtle.heading * Math.PI) / 180)
  ctx.fillStyle = '#16a34a'
  ctx.strokeStyle = '#14532d'
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.moveTo(0, -size * 1.4)
  ctx.lineTo(size, size)
  ctx.lineTo(0, size * 0.4)
  ctx.lineTo(-size, size)
  ctx.closePath()
  ctx.fill()
  ctx.stroke()
  ctx.restore()
}

/** Where the turtle is part-way through a step. */
export function turtleDuring(
  step: TurtleStep,
  progress: number,
): Pick<TurtleState, 'x' | 'y' | 'heading' | 'visible'> {
  const { before, after } = step
  const visible = progress < 1 ? before.visible : after.visible
  if (step.command.op === 'turn') {
    return { x: after.x, y: after.y, heading: before.heading + step.command.degrees * progress, visible }
  }
  return {
    x: before.x + (after.x - before.x) * progress,
    y: before.y + (after.y - before.y) * progress,
    heading: progress < 1 ? before.heading : after.heading,
    visible,
  }
}
