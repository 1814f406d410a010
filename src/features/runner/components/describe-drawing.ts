import { colorLabel } from '@/kernel/runner-protocol/colors'
import { plural } from '@/lib/format'
import { type Drawing, PLAIN_BACKGROUND } from '../runtime/turtle-geometry'

const SHAPE_NAMES: Record<number, string> = {
  3: 'a triangle',
  4: 'a shape with 4 sides',
  5: 'a pentagon',
  6: 'a hexagon',
  8: 'an octagon',
}

const count = plural

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function headingWords(heading: number): string {
  const directions = [
    'up',
    'up and right',
    'right',
    'down and right',
    'down',
    'down and left',
    'left',
    'up and left',
  ]
  return directions[Math.round(heading / 45) % 8]!
}

function placeWords(x: number, y: number): string {
  if (Math.abs(x) < 5 && Math.abs(y) < 5) return 'in the middle'
  const across = x > 5 ? 'right' : x < -5 ? 'left' : ''
  const up = y > 5 ? 'top' : y < -5 ? 'bottom' : ''
  return `near the ${[up, across].filter(Boolean).join(' ')}`
}

function shapeName(sides: number, corners: { x: number; y: number }[]): string {
  if (sides === 4 && corners.length === 4) {
    const lengths = corners.map((corner, n) => {
      const next = corners[(n + 1) % 4]!
      return Math.hypot(next.x - corner.x, next.y - corner.y)
    })
    const same = lengths.every((length) => Math.abs(length - lengths[0]!) < 1)
    if (same) return 'a square'
  }
  return SHAPE_NAMES[sides] ?? `a shape with ${sides} sides`
}

/**
 * The picture in words, for screen readers and for anyone who wants to check what was drawn:
 * what was drawn, in which colours, and where the turtle ended up.
 */
export function describeDrawing(drawing: Drawing): string {
  const parts: string[] = []
  const drawn: string[] = []
  if (drawing.lines.length > 0) drawn.push(count(drawing.lines.length, 'line'))
  if (drawing.circles.length > 0) drawn.push(count(drawing.circles.length, 'circle'))
  if (drawing.fills.length > 0) drawn.push(count(drawing.fills.length, 'filled shape'))
  if (drawing.texts.length > 0) drawn.push(count(drawing.texts.length, 'word label'))
  if (drawn.length === 0) {
    parts.push('The picture is empty.')
  } else {
    parts.push(`The turtle drew ${listOf(drawn)}.`)
    const shapes = drawing.closedShapes.slice(0, 5).map((shape) => shapeName(shape.sides, shape.corners))
    if (shapes.length > 0) {
      const more = drawing.closedShapes.length > shapes.length ? ' and more' : ''
      parts.push(`They make ${listOf(shapes)}${more}.`)
    }
    const colors = drawing.colorsUsed.slice(0, 6).map(colorLabel)
    if (colors.length > 0) parts.push(`Colours: ${listOf(colors)}.`)
    const words = drawing.texts.slice(0, 3).map((text) => `“${text.text}”`)
    if (words.length > 0) parts.push(`Words written: ${listOf(words)}.`)
  }
  if (drawing.background !== PLAIN_BACKGROUND)
    parts.push(`The background is ${colorLabel(drawing.background)}.`)
  const { turtle } = drawing
  const where = `${placeWords(turtle.x, turtle.y)}, facing ${headingWords(turtle.heading)}`
  parts.push(turtle.visible ? `The turtle is ${where}.` : `The turtle is hidden; it is ${where}.`)
  return parts.join(' ')
}
