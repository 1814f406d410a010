import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { blocksExample, blocksExercise, forward, right, whenRun } from '../../blocks'

const side = (n: number) => [forward(n), right(90)]

export default {
  schemaVersion: 1,
  slug: 'blocks-draw-a-square',
  title: 'Draw a Square',
  summary: 'Put moves and turns in order to draw a square.',
  ageBand: '6-8',
  concepts: ['shapes', 'sequences'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'a-square',
      title: 'A square',
      body: 'A square :square: has **4 sides**, all the same.\n\nAt each corner, turn right 90. Here is half a square.',
      example: blocksExample([whenRun(...side(100), ...side(100))]),
    },
    {
      kind: 'code',
      key: 'finish-square',
      practises: ['sequences'],
      title: 'Finish the square',
      instructions: 'The turtle drew 2 sides. Add blocks to draw the other 2 sides.',
      ...blocksExercise(
        [whenRun(...side(100), ...side(100))],
        [whenRun(...side(100), ...side(100), ...side(100), ...side(100))],
      ),
      toolbox: ['forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Your square has {actual:side} — it needs {expected}.',
          pass: 'A square with 4 sides!',
        },
        {
          type: 'turtle-ends-at-start',
          fail: 'Bring the turtle back to where it started.',
        },
      ],
      hints: [
        'A square has 4 sides. Count the sides you have.',
        'Add move forward 100 and turn right 90. Then add them one more time.',
      ],
    },
    {
      kind: 'code',
      key: 'big-square',
      practises: ['sequences'],
      title: 'A big square',
      instructions: 'Make the square bigger. Every side should be **150** steps.',
      ...blocksExercise(
        [whenRun(...side(100), ...side(100), ...side(100), ...side(100))],
        [whenRun(...side(150), ...side(150), ...side(150), ...side(150))],
      ),
      toolbox: ['forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Your square has {actual:side} — it needs {expected}.',
        },
        {
          type: 'turtle-total-distance',
          exact: 600,
          fail: 'Make each side 150. All your sides add up to {actual} steps, and they should add up to {expected}.',
          pass: 'A big square!',
        },
      ],
      hints: [
        'Change the number in every move forward block.',
        'All four move forward blocks should say 150.',
      ],
    },
    {
      kind: 'quiz',
      key: 'corners',
      title: 'Count the corners',
      question: 'How many times does the turtle turn to draw a square?',
      multiple: false,
      choices: [
        { text: '2', correct: false, feedback: 'Two turns make only half a square.' },
        { text: '4', correct: true, feedback: 'Yes! One turn at each of the 4 corners.' },
        { text: '8', correct: false, feedback: 'There are 8 blocks, but only 4 of them turn.' },
      ],
    },
  ],
} satisfies LessonContentInput
