import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'turtle-loops-that-grow',
  title: 'Loops that Grow',
  summary: 'Use the loop counter to make spirals and rings.',
  ageBand: '9-11',
  concepts: ['loops', 'variables'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'counter',
      title: 'The counter changes',
      body: [
        'In `for (let i = 1; i <= 4; i++)`, `i` is 1 the first time round, then 2, 3 and 4. You can use `i` inside the loop, so each time round is a little different: `forward(i * 20)` walks further every time.',
        '',
        '`print(…)` shows text under the canvas, so you can watch `i` change. `circle(30)` draws a circle of radius 30 around the turtle.',
      ].join('\n'),
      example: {
        code: js(
          'for (let i = 1; i <= 4; i++) {',
          '  print("i is " + i)',
          '  forward(i * 20)',
          '  right(90)',
          '}',
        ),
        output: 'both',
      },
    },
    {
      kind: 'code',
      key: 'square-spiral',
      practises: ['loops'],
      title: 'A square spiral',
      instructions:
        'All 20 lines are the same length, so it is just a square. Use `i` to make each line 10 steps longer than the last.',
      language: 'javascript',
      starter: js('for (let i = 1; i <= 20; i++) {', '  forward(50)', '  right(90)', '}'),
      solution: js('for (let i = 1; i <= 20; i++) {', '  forward(i * 10)', '  right(90)', '}'),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-segment-count',
          min: 20,
          fail: 'Your spiral has {actual:line}; keep all {expected}.',
        },
        {
          type: 'turtle-total-distance',
          min: 2000,
          fail: 'Your lines add up to {actual} steps. If each line is `i * 10` long, they add up to at least {expected}.',
          pass: 'A spiral!',
        },
        { type: 'code-uses', construct: 'for', fail: 'Keep the for loop.' },
      ],
      hints: ['The line length should change with `i`.', 'Replace `forward(50)` with `forward(i * 10)`.'],
    },
    {
      kind: 'code',
      key: 'rings',
      practises: ['loops'],
      title: 'Rings',
      instructions:
        'Draw **5** rings around the middle, each bigger than the last. Use a loop and `circle(i * 20)`.',
      language: 'javascript',
      starter: js('circle(20)'),
      solution: js('for (let i = 1; i <= 5; i++) {', '  circle(i * 20)', '}'),
      output: 'turtle',
      showGoal: true,
      checks: [
        {
          type: 'turtle-circle-count',
          min: 5,
          fail: 'You drew {actual:circle}; draw {expected}.',
          pass: 'Like ripples in a pond!',
        },
        { type: 'code-uses', construct: 'for', fail: 'Use a for loop to draw the rings.' },
      ],
      hints: [
        'Loop from `i = 1` while `i <= 5`, and draw one circle each time round.',
        'Inside `for (let i = 1; i <= 5; i++) { … }` write `circle(i * 20)`.',
      ],
    },
    {
      kind: 'quiz',
      key: 'counter-quiz',
      title: 'Check yourself',
      question: 'In `for (let i = 1; i <= 3; i++) { forward(i * 10) }`, how long is the last line?',
      multiple: false,
      choices: [
        { text: '10', correct: false, feedback: 'That is the first line, when `i` is 1.' },
        { text: '30', correct: true, feedback: 'Yes: the last time round `i` is 3, and 3 × 10 = 30.' },
        { text: '60', correct: false, feedback: '60 is all three lines added together: 10 + 20 + 30.' },
      ],
    },
  ],
  rubric: [
    {
      key: 'uses-a-loop',
      label: 'Uses a for loop',
      step: 'rings',
      check: { type: 'code-uses', construct: 'for', fail: 'No for loop yet.' },
    },
    {
      key: 'five-rings',
      label: 'Draws five rings',
      step: 'rings',
      check: { type: 'turtle-circle-count', min: 5, fail: 'Fewer than five rings.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
