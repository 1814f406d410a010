/**
 * Points on the turtle's plane and the arithmetic the tracer and the shapes share.
 *
 * Coordinates (like Scratch and Python's turtle): the turtle starts at (0, 0) in the middle of
 * the canvas, heading up (north). x grows to the right, y grows UP. Headings are degrees
 * clockwise from north: 0 up, 90 right, 180 down, 270 left; `right(d)` adds d, `left(d)`
 * subtracts. A canvas with y pointing down draws a point at (cx + x, cy − y).
 */

export interface Point {
  x: number
  y: number
}

export interface Bounds {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** Points closer than this count as the same place (floating-point turns leave tiny gaps). */
const SAME_POINT_TOLERANCE = 0.5

export function samePoint(a: Point, b: Point, tolerance = SAME_POINT_TOLERANCE): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= tolerance
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

export function clean(value: number): number {
  // Micro-units: enough for any canvas, and it hides the dust that sin/cos leave on turns.
  const rounded = Math.round(value * 1e6) / 1e6
  return rounded === 0 ? 0 : rounded
}

export function normalizeHeading(degrees: number): number {
  const h = clean(((degrees % 360) + 360) % 360)
  return h === 360 ? 0 : h
}

export function direction(a: Point, b: Point): Point {
  const length = distance(a, b)
  return { x: (b.x - a.x) / length, y: (b.y - a.y) / length }
}

export function sameDirection(u: Point, v: Point): boolean {
  return Math.abs(u.x * v.y - u.y * v.x) < 1e-6 && u.x * v.x + u.y * v.y > 0
}
