import type { LessonContentInput } from '@/features/lessons/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-loops',
  title: 'Loops: for and while',
  summary: 'Repeat code a set number of times, or until something is true.',
  ageBand: '11-14',
  concepts: ['loops', 'variables'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'loops',
      title: 'Two kinds of loop',
      body: [
        '`for` repeats a counted number of times:',
        '',
        '```js',
        'for (let i = 1; i <= 3; i++) {',
        '  console.log(i)',
        '}',
        '```',
        '',
        'Start `i` at 1; keep going while `i <= 3`; add 1 each time (`i++`). It prints 1, 2, 3.',
        '',
        '`while` repeats as long as a condition is true, when you do not know how many times in advance. Make sure something inside changes, or it never stops.',
      ].join('\n'),
      example: {
        code: js('let n = 1', 'while (n < 50) {', '  n = n * 3', '  console.log(n)', '}'),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'count-to-ten',
      title: 'Count to 10',
      instructions: 'Print the numbers 1 to 10, one per line, with a for loop.',
      language: 'javascript',
      starter: js('console.log(1)', 'console.log(2)'),
      solution: js('for (let i = 1; i <= 10; i++) {', '  console.log(i)', '}'),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
          fail: 'Print 1 to 10, one number per line.',
        },
        { type: 'code-uses', construct: 'for', fail: 'Use a for loop instead of ten `console.log` lines.' },
        {
          type: 'code-max-statements',
          max: 2,
          fail: 'A loop needs only {expected} statements here; you have {actual}.',
          pass: 'Ten lines from two statements!',
        },
      ],
      hints: [
        'Start at 1 and keep going while `i <= 10`.',
        '`for (let i = 1; i <= 10; i++) { console.log(i) }`',
      ],
    },
    {
      kind: 'code',
      key: 'countdown',
      title: 'Countdown',
      instructions:
        'Count down from 10 to 1, then print `Lift off!`. Change the loop so it counts backwards.',
      language: 'javascript',
      starter: js('for (let i = 1; i <= 10; i++) {', '  console.log(i)', '}'),
      solution: js('for (let i = 10; i >= 1; i--) {', '  console.log(i)', '}', 'console.log("Lift off!")'),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'Lift off!'],
          fail: 'Count 10, 9, 8 … 1, then print `Lift off!`.',
          pass: 'Lift off! The countdown works.',
        },
        { type: 'code-uses', construct: 'loop', fail: 'Use a loop for the countdown.' },
      ],
      hints: [
        'Start at 10, keep going while `i >= 1`, and take 1 away each time with `i--`.',
        'Use `for (let i = 10; i >= 1; i--)`, and print `Lift off!` after the loop.',
      ],
    },
    {
      kind: 'code',
      key: 'doubling',
      title: 'Doubling coins',
      instructions:
        'Your coins double every day. Use a `while` loop to double `coins` until there are at least 1000, then print `coins`.',
      language: 'javascript',
      starter: js(
        'let coins = 1',
        '',
        '// double coins while there are fewer than 1000',
        '',
        'console.log(coins)',
      ),
      solution: js(
        'let coins = 1',
        '',
        'while (coins < 1000) {',
        '  coins = coins * 2',
        '}',
        '',
        'console.log(coins)',
      ),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['1024'],
          fail: 'Keep doubling while `coins < 1000`: it should print {expected}.',
        },
        {
          type: 'code-uses',
          construct: 'while',
          fail: 'Use a `while` loop: you do not know in advance how many doublings it takes.',
          pass: '1024 coins after 10 days!',
        },
      ],
      hints: [
        'The loop runs while `coins < 1000`, and doubles coins inside.',
        '`while (coins < 1000) { coins = coins * 2 }`',
      ],
    },
    {
      kind: 'code',
      key: 'sum',
      title: 'Add them up',
      instructions: 'Add all the whole numbers from 1 to 100 into `total` with a loop.',
      language: 'javascript',
      starter: js('let total = 0', '', '// add 1, 2, 3 … 100 to total', '', 'console.log(total)'),
      solution: js(
        'let total = 0',
        '',
        'for (let i = 1; i <= 100; i++) {',
        '  total = total + i',
        '}',
        '',
        'console.log(total)',
      ),
      output: 'console',
      checks: [
        {
          type: 'variable-equals',
          name: 'total',
          expected: 5050,
          fail: '`total` should be {expected}; it is {actual}.',
          pass: 'Young Gauss did this in his head. You did it with a loop!',
        },
        { type: 'code-uses', construct: 'loop', fail: 'Use a loop to add the numbers.' },
      ],
      hints: [
        'Loop `i` from 1 to 100 and add `i` to `total` each time.',
        'Inside `for (let i = 1; i <= 100; i++)` write `total = total + i`.',
      ],
    },
  ],
} satisfies LessonContentInput
