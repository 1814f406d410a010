import { describe, expect, it } from 'vitest'
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { checkSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { runProgram } from '../runtime/run-program'
import { evaluateChecks, probesFor } from './evaluate-checks'

const judge = (code: string, checks: Check[]) => {
  for (const check of checks) checkSchema.parse(check)
  const outcome = runProgram(code, { probes: probesFor(checks) })
  return evaluateChecks(checks, { code, outcome })
}
const one = (code: string, check: Check) => judge(code, [check]).results[0]!

const square = 'for (let i = 0; i < 4; i++) {\n  forward(100)\n  right(90)\n}'
const triangle = 'for (let i = 0; i < 3; i++) {\n  forward(100)\n  right(120)\n}'
const threeSides = 'for (let i = 0; i < 3; i++) {\n  forward(100)\n  right(90)\n}'

describe('turtle checks', () => {
  const squareCheck: Check = {
    type: 'turtle-closed-shape',
    sides: 4,
    fail: 'Your square has {actual} sides — it needs {expected}.',
    pass: 'A perfect square!',
  }

  it('a square passes the square check', () => {
    expect(one(square, squareCheck)).toEqual({ checkIndex: 0, passed: true, message: 'A perfect square!' })
  })

  it('a triangle in a square exercise says 3 vs 4', () => {
    expect(one(triangle, squareCheck)).toEqual({
      checkIndex: 0,
      passed: false,
      message: 'Your square has 3 sides — it needs 4.',
    })
  })

  it('three sides of a square say 3 vs 4 and how far from closed', () => {
    const result = one(threeSides, squareCheck)
    expect(result.passed).toBe(false)
    expect(result.message).toBe('Your square has 3 sides — it needs 4.')
    expect(result.detail).toBe('Your shape is not closed yet: its end is 100 steps away from its start.')
  })

  it('counts lines and closed shapes with numbers', () => {
    const lines: Check = {
      type: 'turtle-segment-count',
      exact: 4,
      fail: 'You drew {actual} lines; draw {expected}.',
    }
    expect(one(threeSides, lines)).toMatchObject({ passed: false, message: 'You drew 3 lines; draw 4.' })
    expect(one(square, lines)).toMatchObject({ passed: true, message: 'The turtle drew 4 lines.' })
    const two: Check = {
      type: 'turtle-closed-shape',
      min: 2,
      fail: 'Draw {expected} shapes; you drew {count}.',
    }
    expect(one(square, two)).toMatchObject({ passed: false, message: 'Draw 2 shapes; you drew 1.' })
  })

  it('writes numbers with words, plural when needed, and leaves template strings alone', () => {
    const lines: Check = {
      type: 'turtle-segment-count',
      exact: 4,
      fail: 'You drew {actual:line}; draw {expected}.',
    }
    expect(one('forward(10)', lines).message).toBe('You drew 1 line; draw 4.')
    expect(one(threeSides, lines).message).toBe('You drew 3 lines; draw 4.')
    const dashes: Check = {
      type: 'turtle-segment-count',
      exact: 4,
      fail: '{actual:dash|dashes}, not {expected:dash|dashes}.',
    }
    expect(one('forward(10)', dashes).message).toBe('1 dash, not 4 dashes.')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a message that shows a template string
    const template: Check = { type: 'turtle-segment-count', exact: 4, fail: 'Try `${expected}`: {expected}.' }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a message that shows a template string
    expect(one('forward(10)', template).message).toBe('Try `${expected}`: 4.')
  })

  it('colours match by name or code and say which were used', () => {
    const red: Check = { type: 'turtle-uses-color', color: 'red', fail: 'Use {expected}.' }
    expect(one(`color("#FF0000")\n${square}`, red).passed).toBe(true)
    expect(one(`color("blue")\n${square}`, red)).toMatchObject({
      passed: false,
      message: 'Use red.',
      detail: 'The turtle drew with blue.',
    })
    const colours: Check = {
      type: 'turtle-color-count',
      min: 3,
      fail: 'Use {expected} colours, not {actual}.',
    }
    expect(one('color("red")\nforward(9)\ncolor("blue")\nforward(9)', colours).message).toBe(
      'Use 3 colours, not 2.',
    )
  })

  it('knows where the turtle ended and how far it drew', () => {
    const home: Check = { type: 'turtle-ends-at-start', fail: 'Get back home.' }
    expect(one(square, home).passed).toBe(true)
    expect(one(threeSides, home)).toMatchObject({
      passed: false,
      detail: 'The turtle stopped 100 steps away from where it started.',
    })
    const at: Check = {
      type: 'turtle-ends-at',
      x: 100,
      y: 100,
      fail: 'Reach the star at {expected}; you are at {actual}.',
    }
    expect(one('forward(100)\nright(90)\nforward(100)', at).passed).toBe(true)
    expect(one('forward(100)', at).message).toBe('Reach the star at (100, 100); you are at (0, 100).')
    const far: Check = {
      type: 'turtle-total-distance',
      min: 500,
      fail: 'Draw {expected} steps; you drew {actual}.',
    }
    expect(one(square, far).message).toBe('Draw 500 steps; you drew 400.')
  })

  it('counts circles and fills', () => {
    const circles: Check = {
      type: 'turtle-circle-count',
      min: 2,
      fail: 'Draw {expected} circles, you drew {actual}.',
    }
    expect(one('circle(10)', circles)).toMatchObject({
      passed: false,
      message: 'Draw 2 circles, you drew 1.',
    })
    const fills: Check = { type: 'turtle-fill-count', min: 1, fail: 'Fill it.' }
    expect(one(`${square}\nfill("red")`, fills).passed).toBe(true)
  })
})

describe('output checks', () => {
  it('finds text in the output', () => {
    const hello: Check = { type: 'output-includes', text: 'Hello', fail: 'Say "{expected}".' }
    expect(one('print("Hello, world")', hello).passed).toBe(true)
    expect(one('print("hello")', hello)).toMatchObject({
      passed: false,
      detail: 'Your program printed "hello".',
    })
    expect(one('print("hello")', { ...hello, ignoreCase: true }).passed).toBe(true)
    expect(one('', hello).detail).toBe('Your program did not print anything yet.')
  })

  it('compares whole output line by line and names the first difference', () => {
    const count: Check = { type: 'output-equals', lines: ['1', '2', '3'], fail: 'Count from 1 to 3.' }
    expect(one('for (let i = 1; i <= 3; i++) print(i)', count).passed).toBe(true)
    expect(one('for (let i = 0; i < 3; i++) print(i)', count).detail).toBe(
      'Line 1 should be "1", but it is "0".',
    )
    expect(one('print(1)\nprint(2)', count).detail).toBe(
      'Your program printed 2 lines; 3 lines are needed. Line 3 should be "3".',
    )
    expect(one('for (let i = 1; i <= 4; i++) print(i)', count).detail).toContain('Line 4 ("4") is extra.')
    expect(one('print(1)\nprint(2)', { ...count, fail: 'Line {line} should say {expectedLine}.' })).toEqual({
      checkIndex: 0,
      passed: false,
      message: 'Line 3 should say 3.',
    })
  })

  it('matches patterns and counts lines', () => {
    const dice: Check = {
      type: 'output-matches',
      pattern: '^You rolled [1-6]$',
      fail: 'Say what you rolled.',
    }
    expect(one('print("You rolled " + random(1, 6))', dice).passed).toBe(true)
    expect(one('print("You rolled 7")', dice).passed).toBe(false)
    const lines: Check = {
      type: 'output-line-count',
      exact: 5,
      fail: 'Print {expected} lines, not {actual}.',
    }
    expect(one('print(1)', lines).message).toBe('Print 5 lines, not 1.')
  })

  it('no-error passes clean runs and shows the error otherwise', () => {
    const clean: Check = { type: 'no-error', fail: 'Fix this: {error}' }
    expect(one('print(1)', clean).passed).toBe(true)
    expect(one('prnt(1)', clean)).toEqual({
      checkIndex: 0,
      passed: false,
      message: 'Fix this: Line 1: `prnt` is not a word the computer knows. Did you mean `print`?',
    })
  })
})

describe('function and variable checks', () => {
  const adds: Check = {
    type: 'function-returns',
    name: 'add',
    args: [2, 3],
    expected: 5,
    fail: '`add(2, 3)` should be 5.',
  }

  it('probes what the checks need, once each', () => {
    expect(
      probesFor([
        adds,
        { ...adds },
        { type: 'function-exists', name: 'add', fail: 'x' },
        { type: 'variable-equals', name: 'total', expected: 3, fail: 'x' },
        { type: 'no-error', fail: 'x' },
      ]),
    ).toEqual([
      { name: 'add', args: [2, 3] },
      { name: 'add', args: [], read: true },
      { name: 'total', args: [], read: true },
    ])
  })

  it('passes a right answer and names a wrong one', () => {
    expect(one('function add(a, b) { return a + b }', adds)).toEqual({
      checkIndex: 0,
      passed: true,
      message: '`add(2, 3)` gives back 5.',
      said: { key: 'pass-function-returns', call: 'add(2, 3)', value: '5' },
    })
    expect(one('function add(a, b) { return a * b }', adds).detail).toBe(
      '`add(2, 3)` gave back 6, but it should give back 5.',
    )
    expect(one('function add(a, b) { a + b }', adds).detail).toBe(
      '`add(2, 3)` gave back nothing (undefined). Does it `return` its answer?',
    )
    expect(one('function add(a, b) {\n  return a + c\n}', adds).detail).toBe(
      '`add(2, 3)` stopped with a problem: Line 2: `c` is not a word the computer knows. If it is a variable, make it first with `let c = …`.',
    )
    expect(one('function plus(a, b) { return a + b }', adds).detail).toBe(
      'There is no function called `add` yet.',
    )
  })

  it('compares lists, text and numbers sensibly', () => {
    const evens: Check = {
      type: 'function-returns',
      name: 'evens',
      args: [[1, 2, 3, 4]],
      expected: [2, 4],
      fail: 'x',
    }
    expect(one('function evens(list) { return list.filter((n) => n % 2 === 0) }', evens).passed).toBe(true)
    const tenth: Check = { type: 'function-returns', name: 'f', args: [], expected: 0.3, fail: 'x' }
    expect(one('function f() { return 0.1 + 0.2 }', tenth).passed).toBe(true)
    const five: Check = { type: 'function-returns', name: 'f', args: [], expected: 5, fail: 'x' }
    expect(one('function f() { return "5" }', five)).toMatchObject({
      passed: false,
      detail: '`f()` gave back "5", but it should give back 5.',
    })
  })

  it('checks functions exist and variables hold values', () => {
    const exists: Check = {
      type: 'function-exists',
      name: 'square',
      fail: 'Make a function called `{name}`.',
    }
    expect(one('function square() {}', exists).passed).toBe(true)
    expect(one('const square = () => 1', exists).passed).toBe(true)
    expect(one('let square = 4', exists)).toMatchObject({
      passed: false,
      detail: '`square` is a number, not a function.',
    })
    expect(one('', exists).message).toBe('Make a function called `square`.')
    const total: Check = {
      type: 'variable-equals',
      name: 'total',
      expected: 10,
      fail: 'total should be {expected}, not {actual}.',
    }
    expect(one('let total = 0\nfor (let i = 1; i <= 4; i++) total += i', total).passed).toBe(true)
    expect(one('let total = 6', total).message).toBe('total should be 10, not 6.')
  })
})

describe('code checks', () => {
  const uses = (code: string, construct: Extract<Check, { type: 'code-uses' }>['construct']) =>
    one(code, { type: 'code-uses', construct, fail: 'Use {expected}.' }).passed

  it('finds the constructs a lesson teaches', () => {
    expect(uses(square, 'for')).toBe(true)
    expect(uses(square, 'repeat')).toBe(true)
    expect(uses('forward(1)\nforward(1)', 'loop')).toBe(false)
    expect(uses('let n = 0\nwhile (n < 3) n++', 'while')).toBe(true)
    expect(uses(`for (let j = 0; j < 2; j++) {\n${square}\n}`, 'nested-loop')).toBe(true)
    expect(uses(square, 'nested-loop')).toBe(false)
    expect(uses('function f() {}', 'function')).toBe(true)
    expect(uses('const f = () => 1', 'function')).toBe(true)
    expect(uses('[1, 2].map((n) => n)', 'function')).toBe(false)
    expect(uses('function f(size) {}', 'parameter')).toBe(true)
    expect(uses('function f() {}', 'parameter')).toBe(false)
    expect(uses('function f() { return 1 }', 'return')).toBe(true)
    expect(uses('if (1 > 2) {} else {}', 'else')).toBe(true)
    expect(uses('let x = 1', 'variable')).toBe(true)
    // The counter a repeat block writes is not "a variable" the child made.
    expect(uses(square, 'variable')).toBe(false)
    expect(uses(square, 'comparison')).toBe(false)
    expect(uses('if (2 > 1) {}', 'comparison')).toBe(true)
    expect(uses('let a = [1]', 'array')).toBe(true)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the student code is a template literal
    expect(uses('let n = 1\nprint(`n is ${n}`)', 'template-literal')).toBe(true)
    expect(uses('print(true && false)', 'logical')).toBe(true)
    expect(uses('onMessage("jump", function () {})', 'event')).toBe(true)
    expect(uses('print(random(1, 6))', 'random')).toBe(true)
  })

  it('counts calls and statements', () => {
    const calls: Check = {
      type: 'code-calls',
      name: 'forward',
      min: 4,
      fail: 'Use forward {expected} times, not {actual}.',
    }
    expect(one('forward(1)\nforward(2)', calls).message).toBe('Use forward 4 times, not 2.')
    expect(one('console.log(1)', { type: 'code-calls', name: 'console.log', min: 1, fail: 'x' }).passed).toBe(
      true,
    )
    const short: Check = {
      type: 'code-max-statements',
      max: 3,
      fail: 'Use at most {expected} statements; you have {actual}.',
    }
    expect(one(square, short).passed).toBe(true)
    expect(one('forward(100)\nright(90)\nforward(100)\nright(90)\nforward(100)', short).message).toBe(
      'Use at most 3 statements; you have 5.',
    )
  })

  it('asks to fix a syntax error first', () => {
    expect(one('for (', { type: 'code-uses', construct: 'for', fail: 'Use a for loop.' })).toEqual({
      checkIndex: 0,
      passed: false,
      message: 'Use a for loop.',
      detail: 'Fix the mistake in your code first, then run it again.',
      detailSaid: { key: 'fix-first' },
    })
  })
})

it('reports allPassed only when every check passes', () => {
  const checks: Check[] = [
    { type: 'turtle-closed-shape', sides: 4, fail: 'x' },
    { type: 'code-uses', construct: 'loop', fail: 'y' },
  ]
  expect(judge(square, checks).allPassed).toBe(true)
  const unrolled =
    'forward(100)\nright(90)\nforward(100)\nright(90)\nforward(100)\nright(90)\nforward(100)\nright(90)'
  const report = judge(unrolled, checks)
  expect(report.allPassed).toBe(false)
  expect(report.results.map((r) => r.passed)).toEqual([true, false])
})
