/** What a turtle drawing is made of (traced in turtle-geometry.ts): the turtle, strokes, circles, fills, words, steps. */
import type { TurtleCommand } from './run-program'
import type { Bounds, Point } from './turtle-points'
import type { ClosedShape, Line, TurtlePath } from './turtle-shapes'

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

export interface Circle {
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

export interface TextLabel {
  at: Point
  text: string
  color: string
  heading: number
  command: number
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
