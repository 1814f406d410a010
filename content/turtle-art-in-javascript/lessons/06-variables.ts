import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'turtle-variables',
  title: 'Variables: Names for Numbers',
  summary: 'Give a number a name, and change a whole drawing in one place.',
  ageBand: '9-11',
  concepts: ['variables', 'shapes'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'let',
      title: 'Name a number with let',
      body: [
        '`let size = 80` makes a **variable**: a name, `size`, for the number 80. Now `forward(size)` walks 80 steps.',
        '',
        'Use `size` everywhere in a drawing, and you can make the whole drawing bigger or smaller by changing one number.',
      ].join('\n'),
      example: {
        code: js(
          'let size = 80',
          '',
          'for (let i = 0; i < 3; i++) {',
          '  forward(size)',
          '  right(120)',
          '}',
        ),
        output: 'turtle',
      },
    },
    {
      kind: 'code',
      key: 'size-variable',
      practises: ['loops', 'variables'],
      title: 'One number to change them all',
      instructions: 'Use `size` inside `forward(…)`. Then set `size` to **60** and run it.',
      language: 'javascript',
      starter: js(
        'let size = 100',
        '',
        'for (let i = 0; i < 4; i++) {',
        '  forward(100)',
        '  right(90)',
        '}',
      ),
      solution: js(
        'let size = 60',
        '',
        'for (let i = 0; i < 4; i++) {',
        '  forward(size)',
        '  right(90)',
        '}',
      ),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'variable-equals',
          name: 'size',
          expected: 60,
          fail: 'Set `size` to {expected} (it is {actual} now).',
        },
        {
          type: 'turtle-total-distance',
          exact: 240,
          fail: 'The square’s sides add up to {actual}; with `forward(size)` and size 60 they add up to {expected}.',
          pass: 'Change size, and the square follows!',
        },
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Keep the square: it has {actual:side}, not {expected}.',
        },
      ],
      hints: [
        '`forward(100)` ignores `size`. Make the loop use the variable.',
        'Write `forward(size)` in the loop and `let size = 60` at the top.',
      ],
    },
    {
      kind: 'code',
      key: 'sides-variable',
      practises: ['loops', 'variables'],
      title: 'A shape from a variable',
      instructions:
        'Make the loop use `sides`: loop `sides` times and turn `360 / sides`. It should draw a hexagon.',
      language: 'javascript',
      starter: js(
        'let sides = 6',
        'let length = 60',
        '',
        'for (let i = 0; i < 4; i++) {',
        '  forward(length)',
        '  right(90)',
        '}',
      ),
      solution: js(
        'let sides = 6',
        'let length = 60',
        '',
        'for (let i = 0; i < sides; i++) {',
        '  forward(length)',
        '  right(360 / sides)',
        '}',
      ),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 6,
          fail: 'Your shape has {actual:side}; with `sides = 6` it should have {expected}.',
        },
        {
          type: 'variable-equals',
          name: 'sides',
          expected: 6,
          fail: 'Keep `sides` at 6 for this check (it is {actual}).',
          pass: 'Now try sides = 10!',
        },
      ],
      hints: [
        'Two numbers in the loop should become `sides`: how many times, and the turn.',
        'Use `i < sides` and `right(360 / sides)`.',
      ],
    },
  ],
} satisfies LessonContentInput
