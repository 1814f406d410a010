import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-and-or-not',
  title: 'And, Or, Not',
  summary: 'Combine conditions with &&, || and !.',
  ageBand: '11-14',
  concepts: ['logic', 'conditions'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'logic',
      title: 'Combining conditions',
      body: [
        '- `a && b` (**and**) is true only when both are true.',
        '- `a || b` (**or**) is true when at least one is true.',
        '- `!a` (**not**) flips true and false.',
        '',
        'A comparison is already true or false, so a function can return it directly: `return age >= 13 && age <= 19`.',
      ].join('\n'),
      example: {
        code: js(
          'const age = 15',
          'console.log(age >= 13 && age <= 19)',
          'console.log(age < 5 || age > 60)',
          'console.log(!(age > 10))',
        ),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'weekend',
      practises: ['functions'],
      title: 'Is it the weekend?',
      instructions: 'Return `true` when `day` is `"Saturday"` or `"Sunday"`, and `false` otherwise.',
      language: 'javascript',
      starter: js('function isWeekend(day) {', '  return day === "Saturday"', '}'),
      solution: js('function isWeekend(day) {', '  return day === "Saturday" || day === "Sunday"', '}'),
      output: 'console',
      checks: [
        {
          type: 'function-returns',
          name: 'isWeekend',
          args: ['Saturday'],
          expected: true,
          fail: '{call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'isWeekend',
          args: ['Sunday'],
          expected: true,
          fail: 'Sunday is the weekend too: {call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'isWeekend',
          args: ['Monday'],
          expected: false,
          fail: '{call} should be {expected}.',
        },
        { type: 'code-uses', construct: 'logical', fail: 'Combine the two days with `||` (or).' },
      ],
      hints: [
        'It is the weekend if the day is Saturday **or** Sunday.',
        'Return `day === "Saturday" || day === "Sunday"`.',
      ],
    },
    {
      kind: 'code',
      key: 'can-ride',
      practises: ['functions'],
      title: 'Can you ride?',
      instructions:
        'To ride the roller coaster you must be at least 8 years old **and** at least 130 cm tall. Finish `canRide`.',
      language: 'javascript',
      starter: js('function canRide(age, height) {', '  return height >= 130', '}'),
      solution: js('function canRide(age, height) {', '  return age >= 8 && height >= 130', '}'),
      output: 'console',
      checks: [
        {
          type: 'function-returns',
          name: 'canRide',
          args: [10, 140],
          expected: true,
          fail: '{call} should be {expected}: old and tall enough.',
        },
        {
          type: 'function-returns',
          name: 'canRide',
          args: [7, 140],
          expected: false,
          fail: '{call} should be {expected}: 7 is too young.',
        },
        {
          type: 'function-returns',
          name: 'canRide',
          args: [10, 120],
          expected: false,
          fail: '{call} should be {expected}: 120 cm is too short.',
        },
        {
          type: 'function-returns',
          name: 'canRide',
          args: [8, 130],
          expected: true,
          fail: '{call} should be {expected}: exactly 8 and exactly 130 are allowed.',
        },
      ],
      hints: ['Both rules must be true, so use `&&`.', 'Return `age >= 8 && height >= 130`.'],
    },
    {
      kind: 'quiz',
      key: 'logic-quiz',
      title: 'Check yourself',
      question: 'Which of these are `true`? Tick all that are.',
      multiple: true,
      choices: [
        { text: '`true || false`', correct: true, feedback: 'Yes: or needs just one true.' },
        { text: '`true && false`', correct: false, feedback: 'And needs both to be true.' },
        { text: '`!(3 > 5)`', correct: true, feedback: 'Yes: 3 > 5 is false, and not false is true.' },
        {
          text: '`5 === "5"`',
          correct: false,
          feedback: '`===` also compares the kind of value: a number is not a string.',
        },
      ],
    },
  ],
} satisfies LessonContentInput
