import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  blocksExample,
  blocksExercise,
  blocksStarter,
  change,
  color,
  forward,
  repeat,
  right,
  sayNumber,
  send,
  set,
  whenMessage,
  whenRun,
} from '../../blocks'

export default {
  schemaVersion: 1,
  slug: 'blocks-counting',
  title: 'Counting Boxes',
  summary: 'A variable is a box with a name that holds a number.',
  ageBand: '6-8',
  concepts: ['variables', 'loops', 'events'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'boxes',
      title: 'A box for a number',
      body: 'A **variable** is a box :box: that holds a number.\n\n- **set stars to 0** puts 0 in it.\n- **change stars by 1** adds 1.\n- **say the number in stars** shows it.',
      example: blocksExample([whenRun(set('stars', 5), change('stars', 1), sayNumber('stars'))], 'console'),
    },
    {
      kind: 'code',
      key: 'count-to-three',
      practises: ['loops', 'variables'],
      title: 'Count to 3',
      instructions: 'The turtle says 0. Add **change stars by 1** blocks so it says **3**.',
      ...blocksExercise(
        [whenRun(set('stars', 0), sayNumber('stars'))],
        [whenRun(set('stars', 0), repeat(3, change('stars', 1)), sayNumber('stars'))],
      ),
      toolbox: ['change', 'repeat', 'say_variable'],
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['3'],
          fail: 'The turtle should say 3. Put change stars by 1 before the say block, 3 times.',
          pass: '3 stars!',
        },
      ],
      hints: [
        'change stars by 1 adds one star. You need three.',
        'Put three change stars by 1 blocks (or one inside repeat 3) above say the number in stars.',
      ],
    },
    {
      kind: 'code',
      key: 'count-jumps',
      practises: ['loops', 'events', 'variables'],
      title: 'Count the jumps',
      instructions: 'Each **jump** adds 1 to jumps. Send jump **5** times, then say the number in jumps.',
      ...blocksExercise(
        [
          whenMessage('jump', change('jumps', 1), forward(20)),
          whenRun(set('jumps', 0), send('jump'), sayNumber('jumps')),
        ],
        [
          whenMessage('jump', change('jumps', 1), forward(20)),
          whenRun(set('jumps', 0), repeat(5, send('jump')), sayNumber('jumps')),
        ],
      ),
      toolbox: ['send_message', 'repeat', 'say_variable'],
      output: 'both',
      checks: [
        {
          type: 'output-equals',
          lines: ['5'],
          fail: 'The turtle should say 5. Send jump 5 times before the say block.',
          pass: '5 jumps, counted!',
        },
        {
          type: 'turtle-total-distance',
          exact: 100,
          fail: 'Each jump moves 20 steps. The turtle moved {actual:step}; 5 jumps are {expected} steps.',
        },
      ],
      hints: [
        'One send jump makes one jump. You need five.',
        'Put send jump inside repeat 5 times, above say the number in jumps.',
      ],
    },
    {
      kind: 'free-build',
      key: 'my-program',
      title: 'Your own program',
      instructions:
        'Use everything you know: moves, turns, repeat, colors, messages and boxes. Make something fun!',
      ...blocksStarter([
        whenMessage('spin', right(30), forward(40)),
        whenRun(
          color('blue'),
          set('score', 0),
          repeat(12, send('spin'), change('score', 1)),
          sayNumber('score'),
        ),
      ]),
      toolbox: [
        'forward',
        'back',
        'turn_right',
        'turn_left',
        'repeat',
        'pen_up',
        'pen_down',
        'color',
        'pen_width',
        'circle',
        'say',
        'set',
        'change',
        'say_variable',
        'when_message',
        'send_message',
      ],
      output: 'both',
      ideas: ['A spinning star', 'Count how many squares you draw', 'Send a message that draws a circle'],
    },
  ],
  rubric: [
    {
      key: 'uses-a-box',
      label: 'Keeps the count in a box (variable)',
      step: 'count-jumps',
      check: { type: 'code-uses', construct: 'variable', fail: 'No box for the count yet.' },
    },
    {
      key: 'uses-a-message',
      label: 'Moves when a message arrives',
      step: 'count-jumps',
      check: { type: 'code-uses', construct: 'event', fail: 'No message block yet.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
