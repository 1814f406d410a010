import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  blocksExample,
  blocksExercise,
  forward,
  penDown,
  penUp,
  repeat,
  right,
  say,
  whenRun,
} from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-repeat',
  title: 'Repeat!',
  summary: 'A repeat block does the blocks inside it again and again.',
  ageBand: '6-8',
  concepts: ['loops', 'shapes'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'again-and-again',
      title: 'Again and again',
      body: '**repeat** :repeat: does the blocks inside it again and again. It is a **loop**.\n\nClick **Run**. One say block says Hop! 3 times.',
      example: blocksExample([whenRun(repeat(3, say('Hop!')))], 'console'),
    },
    {
      kind: 'code',
      key: 'square-with-repeat',
      practises: ['loops'],
      title: 'A square with repeat',
      instructions:
        'The turtle walks, but it never turns. Put **turn right 90** inside the repeat to make a square.',
      ...blocksExercise([whenRun(repeat(4, forward(100)))], [whenRun(repeat(4, forward(100), right(90)))]),
      toolbox: ['repeat', 'forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Your square has {actual:side} — it needs {expected}.',
          pass: 'A square with only 3 blocks!',
        },
        { type: 'code-uses', construct: 'repeat', fail: 'Keep the repeat block: it does the work for you.' },
      ],
      hints: [
        'The turtle needs to turn at every corner.',
        'Drag turn right 90 inside the repeat, under move forward.',
      ],
    },
    {
      kind: 'code',
      key: 'dotted-repeat',
      practises: ['loops'],
      title: 'Dotted line with repeat',
      instructions:
        'Make a dotted line with **5** dashes. Put the blocks for one dash inside **repeat 5 times**.',
      ...blocksExercise(
        [whenRun(repeat(5))],
        [whenRun(repeat(5, forward(20), penUp(), forward(20), penDown()))],
      ),
      toolbox: ['repeat', 'forward', 'pen_up', 'pen_down'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 5,
          fail: 'You have {actual:dash|dashes}. Make {expected}.',
          pass: 'Five dashes!',
        },
        { type: 'code-uses', construct: 'repeat', fail: 'Use the repeat block for the dashes.' },
      ],
      hints: [
        'One dash is: move forward, pen up, move forward, pen down.',
        'Put those 4 blocks inside the repeat 5 times block.',
      ],
    },
    {
      kind: 'quiz',
      key: 'how-many',
      title: 'How many?',
      question:
        'A **repeat 3 times** block has **say Hi!** inside it. How many times does the turtle say Hi!?',
      multiple: false,
      choices: [
        { text: '1', correct: false, feedback: 'There is one block, but repeat runs it again and again.' },
        { text: '3', correct: true, feedback: 'Yes! repeat 3 times runs the inside 3 times.' },
        { text: '4', correct: false, feedback: 'Look at the number in the repeat block.' },
      ],
    },
  ],
} satisfies LessonContentInput
