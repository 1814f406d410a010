import { m } from '@/paraglide/messages'
import { type Drawing, PLAIN_BACKGROUND } from '../runtime/turtle-geometry'
import { colourWords, listOf } from '../words/colour-words'

const SHAPE_NAMES: Record<number, () => string> = {
  3: () => m.runner_shape_triangle(),
  5: () => m.runner_shape_pentagon(),
  6: () => m.runner_shape_hexagon(),
  8: () => m.runner_shape_octagon(),
}

const DIRECTIONS: readonly (() => string)[] = [
  () => m.runner_facing_up(),
  () => m.runner_facing_up_right(),
  () => m.runner_facing_right(),
  () => m.runner_facing_down_right(),
  () => m.runner_facing_down(),
  () => m.runner_facing_down_left(),
  () => m.runner_facing_left(),
  () => m.runner_facing_up_left(),
]

function headingWords(heading: number): string {
  return DIRECTIONS[Math.round(heading / 45) % 8]!()
}

function placeWords(x: number, y: number): string {
  const across = x > 5 ? 'right' : x < -5 ? 'left' : ''
  const up = y > 5 ? 'top' : y < -5 ? 'bottom' : ''
  switch (`${up}-${across}`) {
    case 'top-':
      return m.runner_place_top()
    case 'bottom-':
      return m.runner_place_bottom()
    case '-left':
      return m.runner_place_left()
    case '-right':
      return m.runner_place_right()
    case 'top-left':
      return m.runner_place_top_left()
    case 'top-right':
      return m.runner_place_top_right()
    case 'bottom-left':
      return m.runner_place_bottom_left()
    case 'bottom-right':
      return m.runner_place_bottom_right()
    default:
      return m.runner_place_middle()
  }
}

function shapeName(sides: number, corners: { x: number; y: number }[]): string {
  if (sides === 4 && corners.length === 4) {
    const lengths = corners.map((corner, n) => {
      const next = corners[(n + 1) % 4]!
      return Math.hypot(next.x - corner.x, next.y - corner.y)
    })
    const same = lengths.every((length) => Math.abs(length - lengths[0]!) < 1)
    if (same) return m.runner_shape_square()
  }
  return SHAPE_NAMES[sides]?.() ?? m.runner_shape_sides({ count: sides })
}

/**
 * The picture in words, in the page's language, for screen readers and for anyone who wants to
 * check what was drawn: what was drawn, in which colours, and where the turtle ended up.
 */
export function describeDrawing(drawing: Drawing): string {
  const parts: string[] = []
  const drawn: string[] = []
  if (drawing.lines.length > 0) drawn.push(m.runner_drawing_lines({ count: drawing.lines.length }))
  if (drawing.circles.length > 0) drawn.push(m.runner_drawing_circles({ count: drawing.circles.length }))
  if (drawing.fills.length > 0) drawn.push(m.runner_drawing_fills({ count: drawing.fills.length }))
  if (drawing.texts.length > 0) drawn.push(m.runner_drawing_labels({ count: drawing.texts.length }))
  if (drawn.length === 0) {
    parts.push(m.runner_drawing_empty())
  } else {
    parts.push(m.runner_drawing_drew({ things: listOf(drawn) }))
    const shapes = drawing.closedShapes.slice(0, 5).map((shape) => shapeName(shape.sides, shape.corners))
    if (shapes.length > 0) {
      parts.push(
        drawing.closedShapes.length > shapes.length
          ? m.runner_drawing_make_more({ shapes: listOf(shapes) })
          : m.runner_drawing_make({ shapes: listOf(shapes) }),
      )
    }
    const colours = drawing.colorsUsed.slice(0, 6).map(colourWords)
    if (colours.length > 0) parts.push(m.runner_drawing_colours({ colours: listOf(colours) }))
    const words = drawing.texts.slice(0, 3).map((text) => `“${text.text}”`)
    if (words.length > 0) parts.push(m.runner_drawing_words({ words: listOf(words) }))
  }
  if (drawing.background !== PLAIN_BACKGROUND)
    parts.push(m.runner_drawing_background({ colour: colourWords(drawing.background) }))
  const { turtle } = drawing
  const where = { place: placeWords(turtle.x, turtle.y), direction: headingWords(turtle.heading) }
  parts.push(turtle.visible ? m.runner_drawing_turtle_at(where) : m.runner_drawing_turtle_hidden(where))
  return parts.join(' ')
}
