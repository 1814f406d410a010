import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { blocksExample, blocksExercise, forward, whenRun } from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-meet-the-turtle',
  title: 'Meet the Turtle',
  summary: 'The turtle walks where your blocks tell it, and draws a line as it goes.',
  ageBand: '6-8',
  concepts: ['sequences', 'turtle'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'hello-turtle',
      title: 'Hello, turtle!',
      body: 'This is the turtle :turtle: It does what your blocks say.\n\nClick **Run** to see it walk.',
      example: blocksExample([whenRun(forward(100))]),
    },
    {
      kind: 'code',
      key: 'first-walk',
      practises: ['sequences'],
      title: 'First walk',
      instructions: 'Tap **move forward**, or drag it under **when Run is clicked**. Then click **Run**.',
      ...blocksExercise([whenRun()], [whenRun(forward(50))]),
      toolbox: ['forward'],
      output: 'turtle',
      checks: [
        {
          type: 'turtle-segment-count',
          min: 1,
          fail: 'The turtle did not walk yet. Join a move forward block to the Run block.',
          pass: 'The turtle walked and drew a line!',
        },
      ],
      hints: [
        'Find the blue block that says move forward.',
        'Drag it under when Run is clicked. The blocks click together. Then click Run.',
      ],
    },
    {
      kind: 'code',
      key: 'long-line',
      practises: ['sequences'],
      title: 'A long line',
      instructions: 'Make a line that is **150** steps long. Click the number to change it.',
      ...blocksExercise([whenRun(forward(50))], [whenRun(forward(150))]),
      toolbox: ['forward'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-total-distance',
          exact: 150,
          fail: 'Your line is {actual} steps long. Make it {expected} steps long.',
          pass: 'A line 150 steps long!',
        },
      ],
      hints: [
        'Click on the 50 in the move forward block.',
        'Type 150 and click Run. Or use three move forward 50 blocks.',
      ],
    },
    {
      kind: 'quiz',
      key: 'which-block',
      title: 'Quick quiz',
      question: 'Which block makes the turtle walk?',
      multiple: false,
      choices: [
        { text: 'move forward', correct: true, feedback: 'Yes! The turtle walks and draws a line.' },
        {
          text: 'when Run is clicked',
          correct: false,
          feedback: 'That block starts the turtle. It does not walk.',
        },
        {
          text: 'turn right',
          correct: false,
          feedback: 'That block turns the turtle. It stays in the same place.',
        },
      ],
    },
  ],
} satisfies LessonContentInput
