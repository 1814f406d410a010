import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { blocksExample, blocksExercise, forward, left, right, whenRun } from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-turn-and-walk',
  title: 'Turn and Walk',
  summary: 'Turn the turtle to draw corners and stairs.',
  ageBand: '6-8',
  concepts: ['sequences', 'angles'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'turning',
      title: 'Turning',
      body: '**turn right 90** turns the turtle, like the corner of a page.\n\nThe blocks run one by one, from the top.',
      example: blocksExample([whenRun(forward(100), right(90), forward(100))]),
    },
    {
      kind: 'code',
      key: 'corner',
      practises: ['sequences'],
      title: 'Make a corner',
      instructions: 'Draw a corner. Move up 100, turn right, then move 100 again.',
      ...blocksExercise([whenRun(forward(100))], [whenRun(forward(100), right(90), forward(100))]),
      toolbox: ['forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 2,
          fail: 'Your corner has {actual:line}. A corner has {expected:line}.',
        },
        {
          type: 'turtle-ends-at',
          x: 100,
          y: 100,
          fail: 'Turn right, then move forward 100. The turtle should end at the right.',
        },
      ],
      hints: [
        'After the first move, the turtle must turn.',
        'Add turn right 90, then move forward 100, under the first block.',
      ],
    },
    {
      kind: 'code',
      key: 'stairs',
      practises: ['sequences'],
      title: 'Stairs',
      instructions: 'The turtle made one step. Make a second step so it climbs to the top.',
      ...blocksExercise(
        [whenRun(forward(50), right(90), forward(50))],
        [whenRun(forward(50), right(90), forward(50), left(90), forward(50), right(90), forward(50))],
      ),
      toolbox: ['forward', 'turn_right', 'turn_left'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 4,
          fail: 'Your stairs have {actual:line}. Two steps need {expected:line}.',
        },
        {
          type: 'turtle-ends-at',
          x: 100,
          y: 100,
          fail: 'The turtle should end at the top of the stairs.',
          pass: 'Up the stairs!',
        },
      ],
      hints: [
        'To go up again, the turtle must turn left first.',
        'Add: turn left 90, move forward 50, turn right 90, move forward 50.',
      ],
    },
    {
      kind: 'quiz',
      key: 'which-way',
      title: 'Which way?',
      question: 'The turtle looks up. Then it does **turn right 90**. Which way does it look now?',
      multiple: false,
      choices: [
        { text: 'To the right', correct: true, feedback: 'Yes! Right turns go the way a clock goes.' },
        { text: 'To the left', correct: false, feedback: 'That is turn left. Try again!' },
        { text: 'Down', correct: false, feedback: 'To look down it must turn two times. Try again!' },
      ],
    },
  ],
} satisfies LessonContentInput
