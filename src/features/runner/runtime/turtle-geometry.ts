/**
 * What the turtle drew, worked out from its commands: the lines, circles, fills and words on the
 * canvas, where the turtle ended, and the shapes a child would name ("a closed shape with 4
 * sides"). The canvas draws from this and the checks judge it, so both see the same picture.
 *
 * Coordinates and headings: see turtle-points.ts.
 *
 * Rules a child can rely on: any move with the pen down draws (forward, back, goTo, home);
 * `circle(r)` draws a circle of radius r around the turtle, which does not move; `fill(c)` paints
 * inside the shape just drawn (the lines since the pen last went down or the last fill, closed
 * back to their start), or inside the circle if that was drawn last; `clear()` wipes the picture
 * and leaves the turtle where it is.
 */
import type { ProgramEvent, TurtleCommand } from './run-program'
import { boundsOf } from './turtle-bounds'
import {
  type Circle,
  type Drawing,
  type Fill,
  INITIAL_TURTLE,
  PLAIN_BACKGROUND,
  type Segment,
  type TextLabel,
  type TurtleState,
  type TurtleStep,
} from './turtle-drawing'
import { clean, distance, normalizeHeading, type Point, samePoint } from './turtle-points'
import { closedShapesOf, mergeLines } from './turtle-shapes'

export * from './turtle-drawing'

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

function cleanState(state: TurtleState): TurtleState {
  return { ...state, x: clean(state.x), y: clean(state.y), heading: normalizeHeading(state.heading) }
}
