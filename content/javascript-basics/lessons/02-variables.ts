// biome-ignore-all lint/suspicious/noTemplateCurlyInString: lessons show JavaScript template strings
import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-variables',
  title: 'Variables',
  summary: 'Store values under names, change them, and build text from them.',
  ageBand: '11-14',
  concepts: ['variables', 'strings'],
  free: true,
  steps: [
    {
      kind: 'explanation',
      key: 'let-and-const',
      title: 'Names for values',
      body: [
        'A **variable** is a name for a value.',
        '',
        '- `let score = 0` makes a variable you can change later: `score = score + 10`.',
        '- `const name = "Ada"` makes one that never changes.',
        '',
        '`+` joins strings: `"Hi, " + name` is `"Hi, Ada"`. A **template string** in backticks does the same more neatly: `` `Hi, ${name}` `` puts the value of `name` where `${name}` is.',
      ].join('\n'),
      example: {
        code: js(
          'const name = "Ada"',
          'let score = 0',
          'score = score + 10',
          'console.log("Hi, " + name)',
          'console.log(`${name} has ${score} points`)',
        ),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'greeting',
      practises: ['variables'],
      title: 'A greeting',
      instructions: 'Print `Hello, Ada!` using the variable `name`, not by typing Ada again.',
      language: 'javascript',
      starter: js('let name = "Ada"', 'console.log("Hello!")'),
      solution: js('let name = "Ada"', 'console.log("Hello, " + name + "!")'),
      output: 'console',
      checks: [
        { type: 'output-equals', lines: ['Hello, Ada!'], fail: 'Print exactly `Hello, Ada!`.' },
        {
          type: 'variable-equals',
          name: 'name',
          expected: 'Ada',
          fail: 'Keep `name` as "Ada" (it is {actual}).',
        },
        {
          type: 'code-calls',
          name: 'console.log',
          exact: 1,
          fail: 'Use one `console.log` (you have {actual}).',
          pass: 'Change name and run it again!',
        },
      ],
      hints: [
        'Join three pieces with `+`: the text before, the variable, the text after.',
        'Write `console.log("Hello, " + name + "!")`.',
      ],
    },
    {
      kind: 'code',
      key: 'score',
      practises: ['variables'],
      title: 'Keeping score',
      instructions:
        'The player scores 5 more points. Add a line that adds 5 to `score`, so it prints **15**.',
      language: 'javascript',
      starter: js('let score = 0', 'score = score + 10', '// add 5 more points here', 'console.log(score)'),
      solution: js('let score = 0', 'score = score + 10', 'score = score + 5', 'console.log(score)'),
      output: 'console',
      checks: [
        {
          type: 'variable-equals',
          name: 'score',
          expected: 15,
          fail: '`score` should end at {expected}; it is {actual}.',
        },
        {
          type: 'output-equals',
          lines: ['15'],
          fail: 'The console should show {expected}.',
          pass: '15 points!',
        },
      ],
      hints: [
        'Copy the line that adds 10, and change the number.',
        'Write `score = score + 5` before the `console.log`.',
      ],
    },
    {
      kind: 'code',
      key: 'template',
      practises: ['variables'],
      title: 'A template string',
      instructions:
        'Print the same sentence with a template string: backticks, with `${person}` and `${age}` inside.',
      language: 'javascript',
      starter: js(
        'const person = "Sam"',
        'const age = 12',
        'console.log(person + " is " + age + " years old")',
      ),
      solution: js('const person = "Sam"', 'const age = 12', 'console.log(`${person} is ${age} years old`)'),
      output: 'console',
      checks: [
        {
          type: 'output-equals',
          lines: ['Sam is 12 years old'],
          fail: 'Print exactly `Sam is 12 years old`.',
        },
        {
          type: 'code-uses',
          construct: 'template-literal',
          fail: 'Use a template string: `` `…${person}…` `` in backticks.',
          pass: 'Neater, right?',
        },
      ],
      hints: [
        'Backticks are the key under Esc on most keyboards. `${…}` puts a value inside the text.',
        'Write: console.log(`${person} is ${age} years old`).',
      ],
    },
  ],
} satisfies LessonContentInput
