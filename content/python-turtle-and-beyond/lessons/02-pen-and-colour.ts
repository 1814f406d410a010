import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { py } from '../../code'

const square = [
  'forward(100)',
  'left(90)',
  'forward(100)',
  'left(90)',
  'forward(100)',
  'left(90)',
  'forward(100)',
  'left(90)',
]

export default {
  schemaVersion: 1,
  slug: 'python-pen-and-colour',
  title: 'Pens, Colours and Jumps',
  summary: 'Choose colours, make lines thick, and lift the pen to jump.',
  ageBand: '11-14',
  concepts: ['pen', 'colours'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'pen',
      title: 'The turtle’s pen',
      body: [
        '- `color("red")` draws in red. The colour is **text** (a *string*), so it goes in quotes. Try `"orange"`, `"teal"` or a code like `"#ff8800"`.',
        '- `pensize(8)` makes the lines 8 thick.',
        '- `penup()` lifts the pen: the turtle moves without drawing. `pendown()` puts it back. The empty brackets `()` are still needed.',
        '',
        'Python’s words are all lower case: `penup`, not `penUp`. Python cares about capital letters.',
      ].join('\n'),
      example: {
        code: py(
          'from turtle import *',
          '',
          'color("orange")',
          'pensize(8)',
          'forward(60)',
          'penup()',
          'forward(30)',
          'pendown()',
          'color("teal")',
          'forward(60)',
        ),
        output: 'turtle',
        language: 'python',
      },
    },
    {
      kind: 'code',
      key: 'two-colours',
      practises: ['sequences'],
      title: 'Two colours',
      instructions: 'The first line is red. Make the second line **blue**.',
      language: 'python',
      starter: py('from turtle import *', '', 'color("red")', 'forward(100)', 'left(90)', 'forward(100)'),
      solution: py(
        'from turtle import *',
        '',
        'color("red")',
        'forward(100)',
        'left(90)',
        'color("blue")',
        'forward(100)',
      ),
      output: 'turtle',
      checks: [
        { type: 'turtle-uses-color', color: 'red', fail: 'Keep the first line red.' },
        {
          type: 'turtle-uses-color',
          color: 'blue',
          fail: 'Your second line is not blue yet. Set the colour before drawing it.',
          pass: 'Red and blue!',
        },
        { type: 'turtle-segment-count', exact: 2, fail: 'Draw {expected:line}; you drew {actual}.' },
      ],
      hints: [
        'The colour changes for lines drawn after `color(…)`, not before.',
        'Put `color("blue")` on the line just before the second `forward(100)`.',
      ],
    },
    {
      kind: 'code',
      key: 'colourful-triangle',
      practises: ['sequences'],
      title: 'A colourful triangle',
      instructions:
        'Draw a triangle with sides of 100, turning `left(120)` at each corner. Give each side a different colour.',
      language: 'python',
      starter: py('from turtle import *', '', 'pensize(5)', 'color("red")', 'forward(100)', 'left(120)'),
      solution: py(
        'from turtle import *',
        '',
        'pensize(5)',
        'color("red")',
        'forward(100)',
        'left(120)',
        'color("green")',
        'forward(100)',
        'left(120)',
        'color("blue")',
        'forward(100)',
        'left(120)',
      ),
      output: 'turtle',
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 3,
          fail: 'Your shape has {actual:side}; a triangle has {expected}.',
        },
        {
          type: 'turtle-color-count',
          min: 3,
          fail: 'You used {actual:colour}; use {expected}, one for each side.',
          pass: 'A triangle in three colours!',
        },
      ],
      hints: [
        'Each side is `color(…)`, then `forward(100)`, then `left(120)`.',
        'Add two more sides: `color("green")`, `forward(100)`, `left(120)`, then the same with `"blue"`.',
      ],
    },
    {
      kind: 'code',
      key: 'two-squares',
      practises: ['sequences'],
      title: 'Two squares with a gap',
      instructions:
        'Draw a second square 150 steps to the right of the first. Lift the pen while you move there, so there is a gap.',
      language: 'python',
      starter: py(
        'from turtle import *',
        '',
        ...square,
        '',
        '# lift the pen, move 150 to the right, put the pen down',
        '# then draw the second square',
      ),
      solution: py(
        'from turtle import *',
        '',
        ...square,
        '',
        'penup()',
        'forward(150)',
        'pendown()',
        ...square,
      ),
      output: 'turtle',
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          min: 2,
          fail: 'You drew {count:square}. Draw 2, with a gap between them.',
        },
        {
          type: 'turtle-total-distance',
          exact: 800,
          fail: 'Your lines add up to {actual} steps, but two squares are {expected}. Lift the pen with `penup()` before the move.',
          pass: 'Two squares and a clean gap!',
        },
      ],
      hints: [
        'After the first square the turtle is back at the start, facing right. Lift the pen, walk, put the pen down.',
        'After the first square write `penup()`, `forward(150)`, `pendown()`, then the eight lines of the square again.',
      ],
    },
    {
      kind: 'quiz',
      key: 'quotes',
      title: 'Check yourself',
      question: 'Which line sets the colour to green?',
      multiple: false,
      choices: [
        {
          text: '`color("green")`',
          correct: true,
          feedback: 'Yes: a colour name is text, so it needs quotes.',
        },
        {
          text: '`color(green)`',
          correct: false,
          feedback:
            'Without quotes Python looks for a variable called green, finds none and stops with a NameError.',
        },
        {
          text: '`colour("green")`',
          correct: false,
          feedback: 'Close! Python uses the American spelling: `color`.',
        },
      ],
    },
  ],
} satisfies LessonContentInput
