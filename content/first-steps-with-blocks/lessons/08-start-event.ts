import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { blocksExample, blocksExercise, forward, loose, right, say, whenRun } from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-start-event',
  title: 'The Start Block',
  summary: 'Code starts when something happens: an event.',
  ageBand: '6-8',
  concepts: ['events', 'sequences'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'events',
      title: 'Something happens',
      body: 'An **event** is something that happens, like a click.\n\nBlocks joined under **when Run is clicked** run when you click Run. Blocks that are not joined do nothing!',
      example: blocksExample([whenRun(say('I run!')), loose(say('I do not run.'), 24, 160)], 'console'),
    },
    {
      kind: 'code',
      key: 'join-the-blocks',
      practises: ['sequences'],
      title: 'Join the blocks',
      instructions: 'These blocks are not joined. Join them all under **when Run is clicked**.',
      ...blocksExercise(
        [whenRun(), loose(forward(100), 40, 140), loose(right(90), 220, 200), loose(forward(100), 60, 260)],
        [whenRun(forward(100), right(90), forward(100))],
      ),
      toolbox: ['forward', 'turn_right'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          exact: 2,
          fail: 'The turtle drew {actual:line}. Join all the blocks under when Run is clicked to draw {expected}.',
          pass: 'All joined up!',
        },
      ],
      hints: [
        'Blocks only run when they are joined to the Run block.',
        'Drag each block until it clicks under the one above: move forward, turn right, move forward.',
      ],
    },
    {
      kind: 'code',
      key: 'say-hello',
      practises: ['sequences'],
      title: 'Say hello',
      instructions: 'Make the turtle say **Hello!** when you click Run.',
      ...blocksExercise([whenRun()], [whenRun(say('Hello!'))]),
      toolbox: ['say', 'forward'],
      output: 'both',
      checks: [
        {
          type: 'output-includes',
          text: 'hello',
          ignoreCase: true,
          fail: 'The turtle did not say Hello yet. Join a say block to the Run block and type Hello!',
          pass: 'Hello to you too!',
        },
      ],
      hints: ['The purple say block makes the turtle talk.', 'Join say Hello! under when Run is clicked.'],
    },
  ],
} satisfies LessonContentInput
