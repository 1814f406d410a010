import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-numbers-and-text',
  title: 'Numbers and Text',
  summary: 'Divide fairly with Math.floor and %, and change text with its methods.',
  ageBand: '11-14',
  concepts: ['numbers', 'strings'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'operators',
      title: 'Working with values',
      body: [
        'Numbers: `+ - * /` as in maths. `%` gives the **remainder**: `17 % 5` is `2`. `Math.floor(3.7)` rounds down to `3`; `Math.round(3.5)` rounds to the nearest, `4`.',
        '',
        'Strings have **methods**, things they can do: `"hello".toUpperCase()` is `"HELLO"`, and `"hello".length` is `5`.',
      ].join('\n'),
      example: {
        code: js(
          'console.log(17 / 5)',
          'console.log(Math.floor(17 / 5))',
          'console.log(17 % 5)',
          'console.log("hello".toUpperCase())',
          'console.log("hello".length)',
        ),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'pizza',
      practises: ['variables'],
      title: 'Sharing pizza',
      instructions:
        '3 pizzas of 8 slices are shared by 5 people. Print the whole slices each person gets, then how many are left over.',
      language: 'javascript',
      starter: js(
        'const slices = 3 * 8',
        'const people = 5',
        '',
        '// print the whole slices each person gets',
        '// then print the slices left over',
      ),
      solution: js(
        'const slices = 3 * 8',
        'const people = 5',
        '',
        'console.log(Math.floor(slices / people))',
        'console.log(slices % people)',
      ),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['4', '4'],
          fail: 'Print two numbers: the whole slices each, then the slices left over.',
        },
        {
          type: 'code-calls',
          name: 'Math.floor',
          min: 1,
          fail: 'Use `Math.floor(…)` to round down to whole slices.',
          pass: 'Fair shares!',
        },
      ],
      hints: [
        '24 slices ÷ 5 people is 4.8: round it down. The remainder is what is left over.',
        'Print `Math.floor(slices / people)` and then `slices % people`.',
      ],
    },
    {
      kind: 'code',
      key: 'shout',
      practises: ['variables'],
      title: 'Shout it',
      instructions:
        'Print the word in capital letters with `!` after it, then print how many letters it has.',
      language: 'javascript',
      starter: js('const word = "hello"', 'console.log(word)'),
      solution: js(
        'const word = "hello"',
        'console.log(word.toUpperCase() + "!")',
        'console.log(word.length)',
      ),
      output: 'console',
      checks: [
        { type: 'output-equals', lines: ['HELLO!', '5'], fail: 'Print `HELLO!` and then `5`.' },
        {
          type: 'code-calls',
          name: 'word.toUpperCase',
          min: 1,
          fail: 'Let JavaScript make the capitals with `word.toUpperCase()`.',
          pass: 'HELLO!',
        },
      ],
      hints: [
        '`word.toUpperCase()` gives the capitals; join `"!"` with `+`. `word.length` is the number of letters.',
        'Write `console.log(word.toUpperCase() + "!")` and `console.log(word.length)`.',
      ],
    },
    {
      kind: 'quiz',
      key: 'remainder',
      title: 'Check yourself',
      question: 'What is `7 % 3`?',
      multiple: false,
      choices: [
        { text: '1', correct: true, feedback: 'Yes: 7 is two 3s and 1 left over.' },
        {
          text: '2',
          correct: false,
          feedback: '2 is how many whole 3s fit in 7. `%` gives what is left over.',
        },
        { text: '2.33', correct: false, feedback: 'That is `7 / 3`. `%` gives the remainder.' },
      ],
    },
  ],
  rubric: [
    {
      key: 'prints-twice',
      label: 'Prints the word and its length',
      step: 'shout',
      check: { type: 'code-calls', name: 'console.log', min: 2, fail: 'Fewer than two lines printed.' },
    },
    {
      key: 'uses-a-variable',
      label: 'Keeps the word in a variable',
      step: 'shout',
      check: { type: 'code-uses', construct: 'variable', fail: 'No variable yet.' },
    },
    { key: 'easy-to-read', label: 'Easy to read: clear names, tidy layout' },
  ],
} satisfies LessonContentInput
