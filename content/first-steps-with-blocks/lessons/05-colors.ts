import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  blocksExample,
  blocksExercise,
  blocksStarter,
  color,
  forward,
  penSize,
  right,
  whenRun,
} from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-colors',
  title: 'Colors',
  summary: 'Draw in red, blue, green and more.',
  ageBand: '6-8',
  concepts: ['colours', 'pen'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'pen-color',
      title: 'Pick a color',
      body: '**pen color** picks a color :palette: **pen size** makes lines thick or thin.\n\nPut them *before* the move.',
      example: blocksExample([
        whenRun(color('red'), forward(80), right(90), color('blue'), penSize(8), forward(80)),
      ]),
    },
    {
      kind: 'code',
      key: 'red-line',
      practises: ['sequences'],
      title: 'A red line',
      instructions: 'Draw a red line. Put **pen color red** before **move forward**.',
      ...blocksExercise([whenRun(forward(100))], [whenRun(color('red'), forward(100))]),
      toolbox: ['color', 'forward'],
      output: 'turtle',
      checks: [
        {
          type: 'turtle-uses-color',
          color: 'red',
          fail: 'Your line is not red yet. Put a pen color block set to red before move forward.',
          pass: 'A red line!',
        },
      ],
      hints: ['Find the green pen color block.', 'Put pen color red at the top, above move forward.'],
    },
    {
      kind: 'code',
      key: 'rainbow-square',
      practises: ['sequences'],
      title: 'Rainbow square',
      instructions: 'Make each side of the square a different color. Use **4** colors.',
      ...blocksExercise(
        [
          whenRun(
            forward(100),
            right(90),
            forward(100),
            right(90),
            forward(100),
            right(90),
            forward(100),
            right(90),
          ),
        ],
        [
          whenRun(
            color('red'),
            forward(100),
            right(90),
            color('orange'),
            forward(100),
            right(90),
            color('green'),
            forward(100),
            right(90),
            color('blue'),
            forward(100),
            right(90),
          ),
        ],
      ),
      toolbox: ['color', 'forward', 'turn_right'],
      output: 'turtle',
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Keep your square: it needs {expected} sides, and it has {actual:side}.',
        },
        {
          type: 'turtle-color-count',
          min: 4,
          fail: 'You used {actual:color}. Use {expected}: one for each side.',
          pass: 'A rainbow square!',
        },
      ],
      hints: [
        'Put a pen color block before each move forward block.',
        'Pick a different color in each pen color block: red, orange, green, blue.',
      ],
    },
    {
      kind: 'free-build',
      key: 'color-play',
      title: 'Play with colors',
      instructions: 'Draw anything you like. Try thick and thin lines, and lots of colors!',
      ...blocksStarter([whenRun(color('purple'), penSize(10), forward(60))]),
      toolbox: ['forward', 'turn_right', 'turn_left', 'color', 'pen_width', 'pen_up', 'pen_down'],
      output: 'turtle',
      ideas: ['A colorful zig-zag', 'The first letter of your name', 'A thick square and a thin square'],
    },
  ],
  rubric: [
    {
      key: 'closed-square',
      label: 'The square is closed',
      step: 'rainbow-square',
      check: { type: 'turtle-closed-shape', fail: 'The square is not closed yet.' },
    },
    {
      key: 'many-colours',
      label: 'Uses more than one colour',
      step: 'rainbow-square',
      check: { type: 'turtle-color-count', min: 2, fail: 'Only one colour so far.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
