import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-hello-console',
  title: 'Hello, Console',
  summary: 'Print text and numbers, and let JavaScript do the maths.',
  ageBand: '11-14',
  concepts: ['output', 'strings', 'numbers'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'console-log',
      title: 'Talking to the console',
      body: [
        '`console.log(…)` prints whatever is in its brackets to the **console**, the text area under your code. Each `console.log` prints one line.',
        '',
        '- Text goes in quotes: `"Hello"`. Programmers call text a **string**.',
        '- Numbers go without quotes, and JavaScript can do sums with them: `+ - * /`.',
        '',
        'So `console.log(6 * 7)` prints `42`, but `console.log("6 * 7")` prints `6 * 7`.',
      ].join('\n'),
      example: {
        code: js('console.log("Hello!")', 'console.log(6 * 7)', 'console.log("6 * 7")'),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'hello-world',
      practises: ['sequences'],
      title: 'Hello, world!',
      instructions: 'Print exactly `Hello, world!` — the first program in almost every language.',
      language: 'javascript',
      starter: js('// print Hello, world!'),
      solution: js('console.log("Hello, world!")'),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['Hello, world!'],
          fail: 'Print exactly `Hello, world!` with the comma and the `!`.',
          pass: 'Hello to you too!',
        },
      ],
      hints: [
        'Use `console.log(…)` with the text in quotes inside the brackets.',
        'Write `console.log("Hello, world!")`.',
      ],
    },
    {
      kind: 'code',
      key: 'three-lines',
      practises: ['sequences'],
      title: 'About you',
      instructions: 'Print three lines: your name, your age and your favourite food.',
      language: 'javascript',
      starter: js('console.log("Ada")'),
      solution: js('console.log("Ada")', 'console.log(12)', 'console.log("pizza")'),
      output: 'console',
      checks: [
        { type: 'output-line-count', exact: 3, fail: 'You printed {actual:line}; print {expected}.' },
        { type: 'no-error', fail: 'Fix the problem first: {error}', pass: 'Nice to meet you!' },
      ],
      hints: [
        'Every `console.log` prints one line. How many do you need?',
        'Add two more lines like `console.log(12)` and `console.log("pizza")`.',
      ],
    },
    {
      kind: 'code',
      key: 'days-in-a-year',
      practises: ['sequences'],
      title: 'Let JavaScript count',
      instructions: 'This prints the sum as text. Make it print the answer to 52 × 7 instead.',
      language: 'javascript',
      starter: js('console.log("52 * 7")'),
      solution: js('console.log(52 * 7)'),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['364'],
          fail: 'The console should show the answer, {expected}.',
          pass: '364 days in 52 weeks!',
        },
      ],
      hints: [
        'Quotes make it text. JavaScript does not do sums inside text.',
        'Remove the quotes: `console.log(52 * 7)`.',
      ],
    },
    {
      kind: 'quiz',
      key: 'quotes-quiz',
      title: 'Check yourself',
      question: 'What does `console.log("2 + 3")` print?',
      multiple: false,
      choices: [
        {
          text: '`2 + 3`',
          correct: true,
          feedback: 'Yes: in quotes it is a string, printed exactly as written.',
        },
        { text: '`5`', correct: false, feedback: 'That would be `console.log(2 + 3)`, without quotes.' },
        { text: 'An error', correct: false, feedback: 'Any text is fine inside quotes.' },
      ],
    },
  ],
} satisfies LessonContentInput
