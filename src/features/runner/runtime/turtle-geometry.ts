/**
 * What the turtle drew, worked out from its commands: the lines, circles, fills and words on the
 * canvas, where the turtle ended, and the shapes a child would name ("a closed shape with 4
 * sides"). The canvas draws from this and the checks judge it, so both see the same picture.
 *
 * Coordinates (like Scratch and Python's turtle): the turtle starts at (0, 0) in the middle of
 * the canvas, heading up (north). x grows to the right, y grows UP. Headings are degrees
 * clockwise from north: 0 up, 90 right, 180 down, 270 left; `right(d)` adds d, `left(d)`
 * subtracts. A canvas with y pointing down draws a point at (cx + x, cy − y).
 *
 * Rules a child can rely on: any move with the pen down draws (forward, back, goTo, home);
 * `circle(r)` draws a circle of radius r around the turtle, which does not move; `fill(c)` paints
 * inside the shape just drawn (the lines since the pen last went down or the last fill, closed
 * back to their start), or inside the circle if that was drawn last; `clear()` wipes the picture
 * and leaves the turtle where it is.
 */
import type { ProgramEvent, TurtleCommand } from './run-program'

export interface Point {
  x: number
  y: number
}

export interface TurtleState extends Point {
  /** Degrees clockwise from north, 0 ≤ heading < 360. */
  heading: number
  penDown: boolean
  color: string
  width: number
  /** 0 (no animation) or 1 (slow) to 10 (fast). Only the canvas uses it. */
  speed: number
  /** Whether the turtle itself is drawn (it still walks and draws when it is not). */
  visible: boolean
}

/** The canvas's colour behind the drawing until a program sets one. */
export const PLAIN_BACKGROUND = '#ffffff'

export const INITIAL_TURTLE: Readonly<TurtleState> = Object.freeze({
  x: 0,
  y: 0,
  heading: 0,
  penDown: true,
  color: '#000000',
  width: 2,
  speed: 5,
  visible: true,
})

/** One straight stroke as drawn by one command. `command` is its index in the command list. */
export interface Segment {
  from: Point
  to: Point
  color: string
  width: number
  command: number
}

/** A side as a child counts it: strokes in a row going the same way are one line. */
export interface Line {
  from: Point
  to: Point
  length: number
}

/** Strokes joined end to end without lifting the pen or jumping. */
interface TurtlePath {
  points: Point[]
  lines: Line[]
}

/** A loop of lines that comes back to where it began and encloses some area. */
export interface ClosedShape {
  sides: number
  /** The corners, in drawing order. */
  corners: Point[]
  perimeter: number
  area: number
}

interface Circle {
  center: Point
  radius: number
  color: string
  width: number
  command: number
}

export interface Fill {
  color: string
  /** A polygon, or null when the fill is a circle. */
  points: Point[] | null
  circle: { center: Point; radius: number } | null
  command: number
}

interface TextLabel {
  at: Point
  text: string
  color: string
  heading: number
  command: number
}

export interface Bounds {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

export interface Drawing {
  segments: Segment[]
  circles: Circle[]
  fills: Fill[]
  texts: TextLabel[]
  paths: TurtlePath[]
  /** All lines of all paths (merged strokes): what "how many lines did I draw" counts. */
  lines: Line[]
  closedShapes: ClosedShape[]
  /** Where the turtle is and how it is set up after the last command. */
  turtle: TurtleState
  /** Length of everything drawn with the pen down (lines only, not circles). */
  distanceDrawn: number
  /** Colours actually used for lines, circles, fills and words (normalised `#rrggbb` where known). */
  colorsUsed: string[]
  /** The box around everything drawn, or null for an empty picture. */
  bounds: Bounds | null
  /** The colour behind the drawing (`PLAIN_BACKGROUND` unless the program set one); `clear` keeps it. */
  background: string
}

/** What one command did, for a canvas that animates the drawing command by command. */
export interface TurtleStep {
  command: TurtleCommand
  index: number
  before: TurtleState
  after: TurtleState
  segment?: Segment
  circle?: Circle
  fill?: Fill
  text?: TextLabel
  /** The picture was wiped (clear). */
  cleared?: boolean
  /** The colour behind the drawing from this step on. */
  background?: string
}

/** Points closer than this count as the same place (floating-point turns leave tiny gaps). */
const SAME_POINT_TOLERANCE = 0.5

function samePoint(a: Point, b: Point, tolerance = SAME_POINT_TOLERANCE): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= tolerance
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

/** The turtle commands of a run, in order. */
export function turtleCommands(events: readonly ProgramEvent[]): TurtleCommand[] {
  return events.flatMap((event) => (event.type === 'turtle' ? [event.command] : []))
}

export function traceTurtle(commands: readonly TurtleCommand[]): Drawing {
  const tracer = createTurtleTracer()
  for (const command of commands) tracer.apply(command)
  return tracer.drawing()
}

interface OpenPath {
  points: Point[]
  fillFrom: number
}

/** Applies commands one at a time; `drawing()` can be read at any point. */
export function createTurtleTracer() {
  let turtle: TurtleState = { ...INITIAL_TURTLE }
  let index = 0
  let segments: Segment[] = []
  let circles: Circle[] = []
  let fills: Fill[] = []
  let texts: TextLabel[] = []
  let pathPoints: Point[][] = []
  let current: OpenPath | null = null
  /** The path drawn most recently, even after the pen went up: what `fill` paints. */
  let lastPath: OpenPath | null = null
  let lastDrawn: 'path' | 'circle' | null = null
  let background = PLAIN_BACKGROUND

  const makeFill = (color: string, command: number): Fill | null => {
    if (lastDrawn === 'circle') {
      const circle = circles[circles.length - 1]!
      return { color, points: null, circle: { center: circle.center, radius: circle.radius }, command }
    }
    if (!lastPath) return null
    const points = lastPath.points.slice(lastPath.fillFrom)
    lastPath.fillFrom = lastPath.points.length - 1
    return points.length >= 3 ? { color, points, circle: null, command } : null
  }

  // `turtle` keeps full precision (seven turns of 360/7 must add up to 360); what leaves the
  // tracer is rounded by `clean`.
  const moveTo = (target: Point, command: number): Segment | undefined => {
    const from = { x: clean(turtle.x), y: clean(turtle.y) }
    const to = { x: clean(target.x), y: clean(target.y) }
    turtle = { ...turtle, x: target.x, y: target.y }
    if (!turtle.penDown || distance(from, to) === 0) {
      if (!turtle.penDown && distance(from, to) > 0) current = null
      return undefined
    }
    const segment: Segment = { from, to, color: turtle.color, width: turtle.width, command }
    segments.push(segment)
    if (current && samePoint(current.points[current.points.length - 1]!, from, 1e-9)) {
      current.points.push(to)
    } else {
      current = { points: [from, to], fillFrom: 0 }
      lastPath = current
      pathPoints.push(current.points)
    }
    lastDrawn = 'path'
    return segment
  }

  const apply = (command: TurtleCommand): TurtleStep => {
    const before = cleanState(turtle)
    const i = index++
    const step: TurtleStep = { command, index: i, before, after: before }
    switch (command.op) {
      case 'forward': {
        const radians = (turtle.heading * Math.PI) / 180
        const target = {
          x: turtle.x + command.distance * Math.sin(radians),
          y: turtle.y + command.distance * Math.cos(radians),
        }
        step.segment = moveTo(target, i)
        break
      }
      case 'turn':
        turtle = { ...turtle, heading: (((turtle.heading + command.degrees) % 360) + 360) % 360 }
        break
      case 'penUp':
        turtle = { ...turtle, penDown: false }
        current = null
        break
      case 'penDown':
        turtle = { ...turtle, penDown: true }
        break
      case 'color':
        turtle = { ...turtle, color: command.color }
        break
      case 'width':
        turtle = { ...turtle, width: command.width }
        break
      case 'speed':
        turtle = { ...turtle, speed: command.speed }
        break
      case 'goto':
        step.segment = moveTo({ x: command.x, y: command.y }, i)
        break
      case 'home':
        step.segment = moveTo({ x: 0, y: 0 }, i)
        turtle = { ...turtle, heading: 0 }
        break
      case 'circle': {
        if (!turtle.penDown || command.radius <= 0) break
        const circle: Circle = {
          center: { x: clean(turtle.x), y: clean(turtle.y) },
          radius: command.radius,
          color: turtle.color,
          width: turtle.width,
          command: i,
        }
        circles.push(circle)
        step.circle = circle
        lastDrawn = 'circle'
        break
      }
      case 'fill': {
        const fill = makeFill(command.color, i)
        if (fill) {
          fills.push(fill)
          step.fill = fill
        }
        break
      }
      case 'write': {
        const text: TextLabel = {
          at: { x: clean(turtle.x), y: clean(turtle.y) },
          text: command.text,
          color: turtle.color,
          heading: normalizeHeading(turtle.heading),
          command: i,
        }
        texts.push(text)
        step.text = text
        break
      }
      case 'background':
        background = command.color
        step.background = command.color
        break
      case 'visible':
        turtle = { ...turtle, visible: command.visible }
        break
      case 'clear':
        segments = []
        circles = []
        fills = []
        texts = []
        pathPoints = []
        current = null
        lastPath = null
        lastDrawn = null
        step.cleared = true
        break
    }
    step.after = cleanState(turtle)
    return step
  }

  const drawing = (): Drawing => {
    const paths = pathPoints.map((points) => ({ points: [...points], lines: mergeLines(points) }))
    const colorsUsed: string[] = []
    const use = (color: string) => {
      if (!colorsUsed.includes(color)) colorsUsed.push(color)
    }
    for (const s of segments) use(s.color)
    for (const c of circles) use(c.color)
    for (const f of fills) use(f.color)
    for (const t of texts) use(t.color)
    return {
      segments: [...segments],
      circles: [...circles],
      fills: [...fills],
      texts: [...texts],
      paths,
      lines: paths.flatMap((p) => p.lines),
      closedShapes: paths.flatMap((p) => closedShapesOf(p.points)),
      turtle: cleanState(turtle),
      distanceDrawn: clean(segments.reduce((sum, s) => sum + distance(s.from, s.to), 0)),
      colorsUsed,
      bounds: boundsOf(segments, circles, texts),
      background,
    }
  }

  return { apply, state: (): TurtleState => cleanState(turtle), drawing }
}

function clean(value: number): number {
  // Micro-units: enough for any canvas, and it hides the dust that sin/cos leave on turns.
  const rounded = Math.round(value * 1e6) / 1e6
  return rounded === 0 ? 0 : rounded
}

function cleanState(state: TurtleState): TurtleState {
  return { ...state, x: clean(state.x), y: clean(state.y), heading: normalizeHeading(state.heading) }
}

function normalizeHeading(degrees: number): number {
  const h = clean(((degrees % 360) + 360) % 360)
  return h === 360 ? 0 : h
}

function direction(a: Point, b: Point): Point {
  const length = distance(a, b)
  return { x: (b.x - a.x) / length, y: (b.y - a.y) / length }
}

function sameDirection(u: Point, v: Point): boolean {
  return Math.abs(u.x * v.y - u.y * v.x) < 1e-6 && u.x * v.x + u.y * v.y > 0
}

/** Strokes in a row going the same way become one line. */
function mergeLines(points: readonly Point[]): Line[] {
  const lines: Line[] = []
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!
    const to = points[i]!
    const previous = lines[lines.length - 1]
    if (previous && sameDirection(direction(previous.from, previous.to), direction(from, to))) {
      previous.to = to
      previous.length = clean(distance(previous.from, to))
    } else {
      lines.push({ from, to, length: clean(distance(from, to)) })
    }
  }
  return lines
}

/**
 * Every loop in a path: whenever the path comes back to a point it passed before, the stretch
 * in between is a loop. Its sides are its corners (points where the direction changes, the
 * start included if the direction changes there too). Loops without area (there and back) are
 * not shapes.
 */
function closedShapesOf(points: readonly Point[]): ClosedShape[] {
  const shapes: ClosedShape[] = []
  const seen = new Set<string>()
  let loopsLooked = 0
  let previousLoop: [number, number] = [-2, -2]
  // Earlier points by grid cell, so finding "been here before" stays fast on long paths.
  const cells = new Map<number, number[]>()
  const cellKey = (cx: number, cy: number) => cx * 1_000_003 + cy
  for (let k = 0; k < points.length; k++) {
    const point = points[k]!
    const cx = Math.round(point.x)
    const cy = Math.round(point.y)
    let j = -1
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const cell = cells.get(cellKey(cx + dx, cy + dy)) ?? []
        for (let n = cell.length - 1; n >= 0 && cell[n]! > j; n--) {
          if (samePoint(points[cell[n]!]!, point)) {
            j = cell[n]!
            break
          }
        }
      }
    }
    const own = cells.get(cellKey(cx, cy))
    if (own) own.push(k)
    else cells.set(cellKey(cx, cy), [k])
    if (j < 0 || k - j < 3 || k - j > MAX_SHAPE_POINTS || loopsLooked >= MAX_LOOPS) continue
    // The loop ending one point later than the last one, one point later: the turtle is going
    // round the same shape again.
    const again = j === previousLoop[0] + 1 && k === previousLoop[1] + 1
    previousLoop = [j, k]
    if (again) continue
    loopsLooked++
    const shape = shapeOf(points.slice(j, k))
    if (!shape) continue
    // Going round the same shape again (a square drawn twice) is still one shape.
    const key = shape.corners
      .map((c) => `${Math.round(c.x * 10)}:${Math.round(c.y * 10)}`)
      .sort()
      .join(' ')
    if (seen.has(key)) continue
    seen.add(key)
    shapes.push(shape)
  }
  return shapes
}

/** Limits that keep a 20,000-step drawing quick to judge. */
const MAX_SHAPE_POINTS = 2_000
const MAX_LOOPS = 5_000

function shapeOf(loop: readonly Point[]): ClosedShape | null {
  const corners = loop.filter((point, n) => {
    const prev = loop[(n - 1 + loop.length) % loop.length]!
    const next = loop[(n + 1) % loop.length]!
    return !sameDirection(direction(prev, point), direction(point, next))
  })
  const area = Math.abs(shoelace(loop)) / 2
  if (corners.length < 3 || area < 1) return null
  const perimeter = loop.reduce((sum, p, n) => sum + distance(p, loop[(n + 1) % loop.length]!), 0)
  return { sides: corners.length, corners, perimeter: clean(perimeter), area: clean(area) }
}

function shoelace(points: readonly Point[]): number {
  let sum = 0
  for (let n = 0; n < points.length; n++) {
    const a = points[n]!
    const b = points[(n + 1) % points.length]!
    sum += a.x * b.y - b.x * a.y
  }
  return sum
}

function boundsOf(segments: Segment[], circles: Circle[], texts: TextLabel[]): Bounds | null {
  let bounds: Bounds | null = null
  const add = (x: number, y: number) => {
    if (!bounds) bounds = { minX: x, minY: y, maxX: x, maxY: y }
    else {
      bounds.minX = Math.min(bounds.minX, x)
      bounds.minY = Math.min(bounds.minY, y)
      bounds.maxX = Math.max(bounds.maxX, x)
      bounds.maxY = Math.max(bounds.maxY, y)
    }
  }
  for (const s of segments) {
    add(s.from.x, s.from.y)
    add(s.to.x, s.to.y)
  }
  for (const c of circles) {
    add(c.center.x - c.radius, c.center.y - c.radius)
    add(c.center.x + c.radius, c.center.y + c.radius)
  }
  for (const t of texts) add(t.at.x, t.at.y)
  return bounds
}
