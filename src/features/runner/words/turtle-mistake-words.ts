import type { PyTurtleCannot, PyTurtleMistake } from '@/kernel/runner-protocol/mistake-sentence'
import { m } from '@/paraglide/messages'
import { quotedList } from '../runtime/turtle-mistake-english'

// The Python turtle's own sentences (turtle.py) in the page's language (decision 220), without
// the line ("Line 2: …" is said around them). Code stays as the engine gave it; the English of
// the messages is turtle.py's English, byte for byte.

const code = (text: string) => `\`${text}\``

const CANNOT: Readonly<
  Record<PyTurtleCannot, { say: (v: { word: string; example: string }) => string; example: string }>
> = {
  click: { say: m.runner_mistake_py_turtle_cannot_click, example: code('draw()') },
  key: { say: m.runner_mistake_py_turtle_cannot_key, example: code('turn_left()') },
  listen: { say: m.runner_mistake_py_turtle_cannot_listen, example: '' },
  timer: { say: m.runner_mistake_py_turtle_cannot_timer, example: code('for i in range(10):') },
  'picture-file': {
    say: m.runner_mistake_py_turtle_cannot_picture_file,
    example: 'register_shape("kite", ((0, 10), (5, 0), (0, -10), (-5, 0)))',
  },
  canvas: { say: m.runner_mistake_py_turtle_cannot_canvas, example: '' },
  'question-text': { say: m.runner_mistake_py_turtle_cannot_question_text, example: code('name = "Sam"') },
  'question-number': { say: m.runner_mistake_py_turtle_cannot_question_number, example: code('size = 50') },
}

/** What turtle.py said, in the page's language, ending with its full stop. */
export function pyTurtleWords(s: PyTurtleMistake): string {
  switch (s.key) {
    case 'py-turtle-cannot': {
      const { say, example } = CANNOT[s.reason]
      return say({ word: code(`${s.word}()`), example })
    }
    case 'py-turtle-number':
      return m.runner_mistake_py_turtle_number({ fn: `${s.fn}()`, example: `${s.fn}(100)`, got: s.got })
    case 'py-turtle-colour':
      return m.runner_mistake_py_turtle_colour({ fn: `${s.fn}()`, example: `${s.fn}("red")` })
    case 'py-turtle-colour-range':
      return s.top === 1
        ? m.runner_mistake_py_turtle_colour_range_one({ fn: `${s.fn}()`, got: s.got })
        : m.runner_mistake_py_turtle_colour_range({ fn: `${s.fn}()`, got: s.got })
    case 'py-turtle-goto':
      return m.runner_mistake_py_turtle_goto()
    case 'py-turtle-speed':
      return m.runner_mistake_py_turtle_speed({ value: s.value })
    case 'py-turtle-place':
      return m.runner_mistake_py_turtle_place({
        fn: `${s.fn}()`,
        example: `${s.fn}(0, 0)`,
        other: `${s.fn}(other_turtle)`,
      })
    case 'py-turtle-pensize':
      return m.runner_mistake_py_turtle_pensize()
    case 'py-turtle-shape':
      return m.runner_mistake_py_turtle_shape({ known: quotedList(s.known), value: s.value })
    case 'py-turtle-colormode':
      return m.runner_mistake_py_turtle_colormode({ value: s.value })
    case 'py-turtle-mode':
      return m.runner_mistake_py_turtle_mode({ value: s.value })
  }
}
