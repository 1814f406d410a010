/**
 * The words a student's program can call, named once for the runner that provides them and for
 * the blocks whose variables must not take them.
 */

/** The turtle's words, in the order the docs list them. */
const TURTLE_FUNCTIONS = [
  'forward',
  'back',
  'right',
  'left',
  'penUp',
  'penDown',
  'color',
  'penWidth',
  'goTo',
  'circle',
  'fill',
  'home',
  'clear',
  'speed',
  'write',
] as const

/** Everything student code can call besides JavaScript's own globals. */
export const STUDENT_FUNCTIONS = [...TURTLE_FUNCTIONS, 'print', 'random', 'onMessage', 'send'] as const

/** The names the program sees (the functions above plus `console`). */
export const STUDENT_GLOBALS = [...STUDENT_FUNCTIONS, 'console'] as const
