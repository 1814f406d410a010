import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

const square = [
  'forward(100)',
  'right(90)',
  'forward(100)',
  'right(90)',
  'forward(100)',
  'right(90)',
  'forward(100)',
  'right(90)',
]

export default {
  schemaVersion: 1,
  slug: 'turtle-pen-and-colour',
  title: 'Pen and Colour',
  summary: 'Choose colours, make lines thick, and lift the pen to jump.',
  ageBand: '9-11',
  concepts: ['pen', 'colours'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'pen',
      title: 'The turtle’s pen',
      body: [
        '- `color("red")` draws in red. The colour is **text**, so it goes in quotes. Try `"orange"`, `"teal"` or a code like `"#ff8800"`.',
        '- `penWidth(8)` makes the lines 8 thick.',
        '- `penUp()` lifts the pen: the turtle moves without drawing. `penDown()` puts it back. The empty brackets `()` are still needed.',
      ].join('\n'),
      example: {
        code: js(
          'color("orange")',
          'penWidth(8)',
          'forward(60)',
          'penUp()',
          'forward(30)',
          'penDown()',
          'color("teal")',
          'forward(60)',
        ),
        output: 'turtle',
      },
    },
    {
      kind: 'code',
      key: 'two-colours',
      practises: ['sequences'],
      title: 'Two colours',
      instructions: 'The first line is red. Make the second line **blue**.',
      language: 'javascript',
      starter: js('color("red")', 'forward(100)', 'right(90)', 'forward(100)'),
      solution: js('color("red")', 'forward(100)', 'right(90)', 'color("blue")', 'forward(100)'),
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
      key: 'two-squares',
      practises: ['sequences'],
      title: 'Two squares with a gap',
      instructions:
        'Draw a second square to the right of the first, with a gap. Lift the pen while you move there.',
      language: 'javascript',
      starter: js(
        ...square,
        '',
        '// lift the pen, move 150 to the right, put the pen down',
        '// then draw the second square',
      ),
      solution: js(...square, '', 'penUp()', 'right(90)', 'forward(150)', 'left(90)', 'penDown()', ...square),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          min: 2,
          fail: 'You drew {count:square}. Draw 2, with a gap between them.',
        },
        {
          type: 'code-calls',
          name: 'penUp',
          min: 1,
          fail: 'Lift the pen with `penUp()` so the move to the second square leaves no line.',
          pass: 'Two squares and a clean gap!',
        },
      ],
      hints: [
        'To get to the right: lift the pen, turn right, walk, turn left again so you face up, put the pen down.',
        'After the first square write `penUp()`, `right(90)`, `forward(150)`, `left(90)`, `penDown()`, then the square again.',
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
          feedback: 'Without quotes JavaScript looks for a variable called green, and there is none.',
        },
        {
          text: '`colour("green")`',
          correct: false,
          feedback: 'Close! JavaScript uses the American spelling: `color`.',
        },
      ],
    },
  ],
  rubric: [
    {
      key: 'closed-squares',
      label: 'Draws closed squares',
      step: 'two-squares',
      check: { type: 'turtle-closed-shape', sides: 4, fail: 'The squares are not closed yet.' },
    },
    {
      key: 'lifts-the-pen',
      label: 'Lifts the pen between the squares',
      step: 'two-squares',
      check: { type: 'code-calls', name: 'penUp', min: 1, fail: 'The pen never goes up.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
