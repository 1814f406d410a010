import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { blocksExample, blocksExercise, forward, penDown, penUp, whenRun } from '../../blocks'

const dash = [forward(20), penUp(), forward(20), penDown()]

export default {
  schemaVersion: 1,
  slug: 'blocks-pen-up-pen-down',
  title: 'Pen Up, Pen Down',
  summary: 'Lift the pen to move without drawing.',
  ageBand: '6-8',
  concepts: ['pen', 'sequences'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'the-pen',
      title: 'The pen',
      body: 'The turtle holds a pen :pencil:\n\n**pen up**: it moves but does not draw.\n\n**pen down**: it draws again.',
      example: blocksExample([whenRun(forward(50), penUp(), forward(50), penDown(), forward(50))]),
    },
    {
      kind: 'code',
      key: 'jump-the-gap',
      practises: ['sequences'],
      title: 'Jump the gap',
      instructions: 'Make 2 lines with a gap in the middle. Lift the pen for the gap.',
      ...blocksExercise(
        [whenRun(forward(50), forward(50), forward(50))],
        [whenRun(forward(50), penUp(), forward(50), penDown(), forward(50))],
      ),
      toolbox: ['forward', 'pen_up', 'pen_down'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 2,
          fail: 'I see {actual:line}. Lift the pen in the middle to make {expected:line}.',
          pass: 'Two lines and a gap!',
        },
      ],
      hints: [
        'Put pen up before the middle move forward block.',
        'The order is: move forward, pen up, move forward, pen down, move forward.',
      ],
    },
    {
      kind: 'code',
      key: 'dotted-line',
      practises: ['sequences'],
      title: 'A dotted line',
      instructions: 'Here is one dash. Make a dotted line with **3** dashes.',
      ...blocksExercise([whenRun(...dash)], [whenRun(...dash, ...dash, ...dash)]),
      toolbox: ['forward', 'pen_up', 'pen_down'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 3,
          fail: 'You have {actual:dash|dashes}. Make {expected}.',
          pass: 'Three dashes! (Soon a repeat block will do this for you.)',
        },
      ],
      hints: [
        'One dash is 4 blocks: move, pen up, move, pen down.',
        'Add the same 4 blocks two more times. Right-click a block and pick Duplicate to copy it.',
      ],
    },
    {
      kind: 'quiz',
      key: 'pen-quiz',
      title: 'Quick quiz',
      question: 'The pen is **up**. The turtle moves forward 100. What do you see?',
      multiple: false,
      choices: [
        { text: 'No new line', correct: true, feedback: 'Yes! With the pen up, the turtle does not draw.' },
        { text: 'A line 100 steps long', correct: false, feedback: 'The pen must be down to draw a line.' },
      ],
    },
  ],
} satisfies LessonContentInput
