import type { PyTurtleCannot, PyTurtleMistake } from '@/kernel/runner-protocol/mistake-sentence'

// The Python turtle's own sentences (turtle.py) in the engine's English, byte for byte what
// turtle.py writes in its error (decision 220): Python raises them with their key and values.

/** Why a word cannot work in a lesson, and what to do instead. */
const CANNOT: Readonly<Record<PyTurtleCannot, [why: string, instead: string]>> = {
  click: [
    'the turtle cannot wait for a click, because your program runs from start to end by itself',
    'Call your function yourself instead, like `draw()`',
  ],
  key: [
    'the turtle cannot wait for a key, because your program runs from start to end by itself',
    'Call your function yourself instead, like `turn_left()`',
  ],
  listen: [
    'the turtle cannot listen for keys or clicks, because your program runs from start to end by itself',
    'Call your functions yourself instead',
  ],
  timer: [
    'the turtle cannot wait for a timer, because your program runs from start to end by itself',
    'Use a loop instead, like `for i in range(10):`',
  ],
  'picture-file': [
    "the lesson's turtle cannot show pictures from files",
    'Give the shape as corners instead, like register_shape("kite", ((0, 10), (5, 0), (0, -10), (-5, 0)))',
  ],
  canvas: ['the lesson draws on its own canvas', "Use the turtle's words to draw"],
  'question-text': [
    'a lesson cannot stop to ask a question',
    'Put the answer in your program instead, like `name = "Sam"`',
  ],
  'question-number': [
    'a lesson cannot stop to ask a question',
    'Put the number in your program instead, like `size = 50`',
  ],
}

/** The shapes the turtle knows as turtle.py lists them: `"arrow", "circle", …`. */
export const quotedList = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ')

/** What turtle.py wrote in its error, without the line and the closing full stop. */
export function pyTurtleEnglish(s: PyTurtleMistake): string {
  switch (s.key) {
    case 'py-turtle-cannot': {
      const [why, instead] = CANNOT[s.reason]
      return `\`${s.word}()\` cannot work in a lesson: ${why}. ${instead}`
    }
    case 'py-turtle-number':
      return `${s.fn}() needs a number, like ${s.fn}(100); it got ${s.got}`
    case 'py-turtle-colour':
      return `${s.fn}() needs a colour in quotes, like ${s.fn}("red")`
    case 'py-turtle-colour-range':
      return s.top === 1
        ? `${s.fn}() got ${s.got}: colour numbers go from 0 to 1 here. Write \`colormode(255)\` first to use numbers from 0 to 255`
        : `${s.fn}() got ${s.got}: colour numbers go from 0 to 255`
    case 'py-turtle-goto':
      return 'goto() needs two numbers, across and up, like goto(50, 100)'
    case 'py-turtle-speed':
      return `speed() knows "fastest", "fast", "normal", "slow" and "slowest", not "${s.value}"`
    case 'py-turtle-place':
      return `${s.fn}() needs a place, like ${s.fn}(0, 0) or ${s.fn}(other_turtle)`
    case 'py-turtle-pensize':
      return 'pensize() needs a number bigger than 0, like pensize(5)'
    case 'py-turtle-shape':
      return `shape() knows ${quotedList(s.known)}, not "${s.value}"`
    case 'py-turtle-colormode':
      return `colormode() takes 1.0 or 255, not ${s.value}`
    case 'py-turtle-mode':
      return `mode() here knows "standard" (the turtle starts facing right), not "${s.value}"`
  }
}
