import { clean, direction, distance, type Point, sameDirection, samePoint } from './turtle-points'

/** The lines a child counts and the closed shapes a child would name, found in the turtle's paths. */
/** A side as a child counts it: strokes in a row going the same way are one line. */
export interface Line {
  from: Point
  to: Point
  length: number
}

/** Strokes joined end to end without lifting the pen or jumping. */
export interface TurtlePath {
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

/** Strokes in a row going the same way become one line. */
export function mergeLines(points: readonly Point[]): Line[] {
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
export function closedShapesOf(points: readonly Point[]): ClosedShape[] {
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
