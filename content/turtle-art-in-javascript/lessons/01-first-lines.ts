import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'turtle-first-lines',
  title: 'Your First Lines of Code',
  summary: 'Write JavaScript that walks the turtle and turns it.',
  ageBand: '9-11',
  concepts: ['sequences', 'turtle'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'instructions',
      title: 'Code is a list of instructions',
      body: [
        'In this course you write **JavaScript**, the language that runs every web page.',
        '',
        'Each line is one instruction for the turtle. `forward(100)` walks 100 steps and draws a line. `right(90)` turns a quarter turn to the right; `left(90)` turns left. The number goes inside the round brackets.',
        '',
        'The turtle starts in the middle of the canvas, facing up. The lines run one after another, top to bottom.',
      ].join('\n'),
      example: { code: js('forward(100)', 'right(90)', 'forward(50)'), output: 'turtle' },
    },
    {
      kind: 'code',
      key: 'corner',
      practises: ['sequences'],
      title: 'A corner',
      instructions: 'Walk up 100 steps, turn right, then walk 50 steps.',
      language: 'javascript',
      starter: js('forward(100)'),
      solution: js('forward(100)', 'right(90)', 'forward(50)'),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 2,
          fail: 'You drew {actual:line}; the corner needs {expected}.',
        },
        {
          type: 'turtle-ends-at',
          x: 50,
          y: 100,
          fail: 'The turtle should end 50 steps to the right of the top. It is at {actual}.',
          pass: 'Turned the corner!',
        },
      ],
      hints: [
        'Add a line that turns the turtle, then one that walks.',
        'Add `right(90)` and then `forward(50)` on new lines.',
      ],
    },
    {
      kind: 'code',
      key: 'square-by-hand',
      practises: ['sequences'],
      title: 'A square, step by step',
      instructions: 'Draw a square with sides of 100. Each corner is `right(90)`.',
      language: 'javascript',
      starter: js('forward(100)', 'right(90)'),
      solution: js(
        'forward(100)',
        'right(90)',
        'forward(100)',
        'right(90)',
        'forward(100)',
        'right(90)',
        'forward(100)',
        'right(90)',
      ),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Your square has {actual:side} — it needs {expected}.',
        },
        {
          type: 'turtle-ends-at-start',
          fail: 'Finish where you started, so the square is closed.',
          pass: 'A closed square!',
        },
      ],
      hints: [
        'One side is `forward(100)` followed by `right(90)`. How many sides does a square have?',
        'Write `forward(100)` and `right(90)` four times in all (you have one of each already).',
      ],
    },
    {
      kind: 'quiz',
      key: 'left-quiz',
      title: 'Check yourself',
      question: 'What does `left(90)` do?',
      multiple: false,
      choices: [
        {
          text: 'Turns the turtle a quarter turn to its left, without moving',
          correct: true,
          feedback: 'Right! Turning never draws.',
        },
        {
          text: 'Moves the turtle 90 steps to the left',
          correct: false,
          feedback: 'Turning does not move the turtle; `forward` does.',
        },
        {
          text: 'Turns the turtle all the way round',
          correct: false,
          feedback: 'All the way round is 360. 90 is a quarter turn.',
        },
      ],
    },
  ],
} satisfies LessonContentInput
