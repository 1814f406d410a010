import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  blocksExample,
  blocksExercise,
  blocksStarter,
  color,
  forward,
  repeat,
  right,
  whenRun,
} from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-shapes-with-repeat',
  title: 'Shapes with Repeat',
  summary: 'Triangles, hexagons and flowers: every shape is a repeat.',
  ageBand: '6-8',
  concepts: ['loops', 'shapes', 'angles'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'shape-recipe',
      title: 'The shape recipe',
      body: 'A shape is **move**, then **turn**, again and again.\n\n- :triangle: triangle: repeat 3, turn 120\n- :square: square: repeat 4, turn 90\n- :hexagon: hexagon: repeat 6, turn 60',
      example: blocksExample([whenRun(repeat(4, forward(80), right(90)))]),
    },
    {
      kind: 'code',
      key: 'triangle',
      practises: ['loops'],
      title: 'A triangle',
      instructions: 'This draws a square. Change the numbers to draw a triangle: **3** sides, turn **120**.',
      ...blocksExercise(
        [whenRun(repeat(4, forward(100), right(90)))],
        [whenRun(repeat(3, forward(100), right(120)))],
      ),
      toolbox: ['repeat', 'forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 3,
          fail: 'Your shape has {actual:side}. A triangle has {expected}.',
          pass: 'A triangle!',
        },
      ],
      hints: [
        'Look at the table: a triangle is repeat 3 and turn right 120.',
        'Change repeat 4 to 3, and turn right 90 to 120.',
      ],
    },
    {
      kind: 'code',
      key: 'hexagon',
      practises: ['loops'],
      title: 'A hexagon',
      instructions: 'Draw a hexagon: **6** sides of 60 steps. Use a repeat.',
      ...blocksExercise([whenRun()], [whenRun(repeat(6, forward(60), right(60)))]),
      toolbox: ['repeat', 'forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 6,
          fail: 'Your shape has {actual:side}. A hexagon has {expected}.',
          pass: 'A hexagon, like a honeycomb!',
        },
        { type: 'code-uses', construct: 'repeat', fail: 'Use a repeat block for the sides.' },
      ],
      hints: [
        'Start with repeat 6 times. Put move and turn inside it.',
        'Inside repeat 6: move forward 60, then turn right 60.',
      ],
    },
    {
      kind: 'free-build',
      key: 'flower',
      title: 'Make a flower',
      instructions: 'Put a repeat **inside** a repeat. Draw a shape, turn a little, and draw it again!',
      ...blocksStarter([whenRun(color('red'), repeat(8, repeat(4, forward(60), right(90)), right(45)))]),
      toolbox: ['repeat', 'forward', 'turn_right', 'turn_left', 'color', 'pen_width'],
      output: 'turtle',
      ideas: [
        'Use triangles instead of squares',
        'Repeat 12 times and turn right 30',
        'Change the color inside the big repeat',
      ],
    },
  ],
  rubric: [
    {
      key: 'uses-repeat',
      label: 'Uses a repeat block',
      step: 'hexagon',
      check: { type: 'code-uses', construct: 'repeat', fail: 'No repeat block yet.' },
    },
    {
      key: 'closed-shape',
      label: 'The shape is closed',
      step: 'hexagon',
      check: { type: 'turtle-closed-shape', fail: 'The shape is not closed yet.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
