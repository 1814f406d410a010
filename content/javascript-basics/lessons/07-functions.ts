// biome-ignore-all lint/suspicious/noTemplateCurlyInString: lessons show JavaScript template strings
import type { LessonContentInput } from '@/features/lessons/lesson-content.schemas'
import { js } from '../../code'

export default {
  schemaVersion: 1,
  slug: 'js-functions',
  title: 'Functions',
  summary: 'Write your own functions that take values and return answers.',
  ageBand: '11-14',
  concepts: ['functions', 'parameters', 'return-values'],
  free: false,
  steps: [
    {
      kind: 'explanation',
      key: 'functions',
      title: 'Your own functions',
      body: [
        '```js',
        'function square(n) {',
        '  return n * n',
        '}',
        '```',
        '',
        '`n` is a **parameter**: it gets a value when the function is called. `square(4)` runs the body with `n` as 4, and `return` hands back `16`.',
        '',
        '`return` gives the answer to the code that called the function, which can print it, store it or use it in a sum. `console.log` only shows it.',
      ].join('\n'),
      example: {
        code: js(
          'function square(n) {',
          '  return n * n',
          '}',
          '',
          'console.log(square(4))',
          'console.log(square(3) + square(4))',
        ),
        output: 'console',
      },
    },
    {
      kind: 'code',
      key: 'double',
      title: 'double(n)',
      instructions: 'Finish `double` so it returns `n` times 2.',
      language: 'javascript',
      starter: js('function double(n) {', '  // give back n times 2', '}', '', 'console.log(double(4))'),
      solution: js('function double(n) {', '  return n * 2', '}', '', 'console.log(double(4))'),
      output: 'console',
      checks: [
        {
          type: 'function-returns',
          name: 'double',
          args: [4],
          expected: 8,
          fail: '{call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'double',
          args: [0],
          expected: 0,
          fail: '{call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'double',
          args: [-3],
          expected: -6,
          fail: '{call} should be {expected}.',
        },
      ],
      hints: ['A function hands back its answer with `return`.', 'Write `return n * 2` inside the function.'],
    },
    {
      kind: 'code',
      key: 'greet',
      title: 'greet(name)',
      instructions:
        'Make `greet` return a greeting with the name in it: `greet("Sam")` returns `"Hello, Sam!"`.',
      language: 'javascript',
      starter: js('function greet(name) {', '  return "Hello!"', '}', '', 'console.log(greet("Sam"))'),
      solution: js(
        'function greet(name) {',
        '  return `Hello, ${name}!`',
        '}',
        '',
        'console.log(greet("Sam"))',
      ),
      output: 'console',
      checks: [
        {
          type: 'function-returns',
          name: 'greet',
          args: ['Sam'],
          expected: 'Hello, Sam!',
          fail: '{call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'greet',
          args: ['Priya'],
          expected: 'Hello, Priya!',
          fail: '{call} should be {expected}: use the parameter, not a fixed name.',
        },
      ],
      hints: [
        'Build the text from `"Hello, "`, the parameter `name` and `"!"`.',
        'Return `"Hello, " + name + "!"` (or a template string).',
      ],
    },
    {
      kind: 'code',
      key: 'area',
      title: 'area(width, height)',
      instructions:
        'Write a function `area` with two parameters, `width` and `height`, that returns the area of a rectangle.',
      language: 'javascript',
      starter: js('// write the function area here', '', 'console.log(area(3, 4))'),
      solution: js(
        'function area(width, height) {',
        '  return width * height',
        '}',
        '',
        'console.log(area(3, 4))',
      ),
      output: 'console',
      checks: [
        { type: 'function-exists', name: 'area', fail: 'Make a function called `area`.' },
        {
          type: 'function-returns',
          name: 'area',
          args: [3, 4],
          expected: 12,
          fail: '{call} should be {expected}.',
        },
        {
          type: 'function-returns',
          name: 'area',
          args: [10, 2],
          expected: 20,
          fail: '{call} should be {expected}.',
        },
      ],
      hints: [
        'Two parameters go in the brackets, separated by a comma.',
        '`function area(width, height) { return width * height }`',
      ],
    },
    {
      kind: 'quiz',
      key: 'return-quiz',
      title: 'Check yourself',
      question: '`function add(a, b) { console.log(a + b) }`. What is `add(2, 3) * 10`?',
      multiple: false,
      choices: [
        { text: '50', correct: false, feedback: 'It prints 5, but it does not `return` anything.' },
        {
          text: '`NaN` (not a number)',
          correct: true,
          feedback: 'Right: without `return` the call gives `undefined`, and `undefined * 10` is `NaN`.',
        },
        { text: '5', correct: false, feedback: '5 is printed, but the call itself gives back `undefined`.' },
      ],
    },
  ],
} satisfies LessonContentInput
