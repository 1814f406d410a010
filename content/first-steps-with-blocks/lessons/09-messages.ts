import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  blocksExample,
  blocksExercise,
  forward,
  repeat,
  right,
  say,
  send,
  whenMessage,
  whenRun,
} from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-messages',
  title: 'Messages',
  summary: 'Send a message, and every block waiting for it runs.',
  ageBand: '6-8',
  concepts: ['events'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'send-and-get',
      title: 'Send and get',
      body: '**send jump** calls out "jump!" :megaphone:\n\nEvery **when I get jump** block hears it. Its blocks run.',
      example: blocksExample(
        [whenMessage('jump', say('Boing!')), whenRun(send('jump'), send('jump'))],
        'console',
      ),
    },
    {
      kind: 'code',
      key: 'jump',
      practises: ['events'],
      title: 'Jump!',
      instructions: 'The Run block sends **jump**. Make the turtle move forward 50 when it gets **jump**.',
      ...blocksExercise(
        [whenMessage('jump'), whenRun(send('jump'))],
        [whenMessage('jump', forward(50)), whenRun(send('jump'))],
      ),
      toolbox: ['forward', 'send_message'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-total-distance',
          exact: 50,
          fail: 'The turtle moved {actual:step}. Put move forward 50 under when I get jump.',
          pass: 'It jumped!',
        },
        { type: 'code-uses', construct: 'event', fail: 'Keep the when I get jump block.' },
      ],
      hints: [
        'Blocks under when I get jump run when the jump message comes.',
        'Drag move forward 50 inside when I get jump.',
      ],
    },
    {
      kind: 'code',
      key: 'square-by-messages',
      practises: ['loops', 'events'],
      title: 'Four jumps make a square',
      instructions: 'Each **jump** draws one side. Send **jump** 4 times to draw a square.',
      ...blocksExercise(
        [whenMessage('jump', forward(80), right(90)), whenRun(send('jump'))],
        [whenMessage('jump', forward(80), right(90)), whenRun(repeat(4, send('jump')))],
      ),
      toolbox: ['send_message', 'repeat'],
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-closed-shape',
          sides: 4,
          fail: 'Your square has {actual:side}. Send jump {expected} times.',
          pass: 'A square made of messages!',
        },
        { type: 'code-uses', construct: 'event', fail: 'Keep the when I get jump block.' },
      ],
      hints: [
        'One send jump draws one side. A square has 4 sides.',
        'Put send jump inside a repeat 4 times block, or use 4 send jump blocks.',
      ],
    },
    {
      kind: 'quiz',
      key: 'no-message',
      title: 'Quick quiz',
      question: 'There is a **when I get spin** block, but nothing sends **spin**. What happens?',
      multiple: false,
      choices: [
        {
          text: 'Its blocks never run',
          correct: true,
          feedback: 'Yes! No message, no event, no blocks running.',
        },
        { text: 'Its blocks run once', correct: false, feedback: 'They only run when spin is sent.' },
        { text: 'The turtle spins', correct: false, feedback: 'Only if something sends spin.' },
      ],
    },
  ],
} satisfies LessonContentInput
