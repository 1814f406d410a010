import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'turtle-polygons',
  title: 'Any Shape: Polygons',
  summary: 'Work out the turn for any shape with 360 ÷ sides.',
  ageBand: '9-11',
  concepts: ['shapes', 'angles', 'loops'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'turn-rule',
      title: 'The 360 rule',
      body: [
        'Going once round any shape, the turtle turns all the way round: **360** degrees. So each corner of a shape with equal sides turns `360 / sides`.',
        '',
        '| Shape | Sides | Turn |',
        '| --- | --- | --- |',
        '| triangle | 3 | 360 / 3 = 120 |',
        '| square | 4 | 360 / 4 = 90 |',
        '| hexagon | 6 | 360 / 6 = 60 |',
        '',
        'JavaScript can do the sum for you: `right(360 / 6)` turns 60.',
      ].join('\n'),
      example: {
        code: js('for (let i = 0; i < 6; i++) {', '  forward(60)', '  right(360 / 6)', '}'),
        output: 'turtle',
      },
    },
    {
      kind: 'code',
      key: 'pentagon',
      practises: ['loops'],
      title: 'A pentagon',
      instructions: 'Draw a pentagon: **5** sides of 80 steps. Use a for loop and the 360 rule.',
      language: 'javascript',
      starter: js('// a pentagon has 5 sides'),
      solution: js('for (let i = 0; i < 5; i++) {', '  forward(80)', '  right(360 / 5)', '}'),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 5,
          fail: 'Your shape has {actual:side}; a pentagon has {expected}.',
          pass: 'A pentagon!',
        },
        { type: 'code-uses', construct: 'for', fail: 'Use a for loop for the sides.' },
      ],
      hints: [
        'Start from the square loop: `for (let i = 0; i < 4; i++) { forward(100); right(90) }`. What changes for 5 sides?',
        'Loop 5 times (`i < 5`) with `forward(80)` and `right(360 / 5)` inside.',
      ],
    },
    {
      kind: 'code',
      key: 'octagon',
      practises: ['loops'],
      title: 'A stop sign',
      instructions: 'Draw an octagon (**8** sides of 50) in red, like a stop sign. Keep it to a short loop.',
      language: 'javascript',
      starter: js('color("red")', ''),
      solution: js('color("red")', 'for (let i = 0; i < 8; i++) {', '  forward(50)', '  right(360 / 8)', '}'),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 8,
          fail: 'Your shape has {actual:side}; an octagon has {expected}.',
        },
        { type: 'turtle-uses-color', color: 'red', fail: 'Stop signs are red: keep `color("red")` first.' },
        {
          type: 'code-max-statements',
          max: 4,
          fail: 'Use a loop: at most {expected} statements (you have {actual}).',
          pass: 'Stop! That is a perfect octagon.',
        },
      ],
      hints: [
        '8 sides: the turn is 360 / 8.',
        'After `color("red")`, loop 8 times with `forward(50)` and `right(360 / 8)`.',
      ],
    },
    {
      kind: 'quiz',
      key: 'hexagon-turn',
      title: 'Check yourself',
      question: 'How far does the turtle turn at each corner of a hexagon (6 sides)?',
      multiple: false,
      choices: [
        { text: '60', correct: true, feedback: 'Yes: 360 / 6 = 60.' },
        { text: '90', correct: false, feedback: '90 is for a square: 360 / 4.' },
        { text: '120', correct: false, feedback: '120 is for a triangle: 360 / 3.' },
        {
          text: '360',
          correct: false,
          feedback: '360 is the whole way round, for all the corners together.',
        },
      ],
    },
  ],
} satisfies LessonContentInput
