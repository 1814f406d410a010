/** One step of a turtle drawing: what a run records, what a goal picture stores and the canvas draws. */
export type TurtleCommand =
  | { op: 'forward'; distance: number }
  | { op: 'turn'; degrees: number } // right positive (clockwise on screen)
  | { op: 'penUp' }
  | { op: 'penDown' }
  | { op: 'color'; color: string }
  | { op: 'width'; width: number }
  | { op: 'goto'; x: number; y: number }
  | { op: 'circle'; radius: number }
  | { op: 'fill'; color: string }
  | { op: 'home' }
  | { op: 'clear' }
  | { op: 'speed'; speed: number }
  | { op: 'write'; text: string }
  /** The canvas's colour behind the drawing (Python's `bgcolor`). */
  | { op: 'background'; color: string }
  /** Whether the turtle itself is drawn (Python's `showturtle`/`hideturtle`). */
  | { op: 'visible'; visible: boolean }
