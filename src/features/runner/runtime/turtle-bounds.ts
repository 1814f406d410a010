import type { Circle, Segment, TextLabel } from './turtle-geometry'
import type { Bounds } from './turtle-points'

/** The box around everything drawn: lines, circles (their full width) and where words start. */
export function boundsOf(segments: Segment[], circles: Circle[], texts: TextLabel[]): Bounds | null {
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
