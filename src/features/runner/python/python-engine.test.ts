import { beforeAll, describe, expect, it } from 'vitest'
import { type PythonRuntime, pythonForTests } from '@/test/python'
import { evaluateChecks } from '../checks/evaluate-checks'
import { runProgram } from '../runtime/run-program'
import { traceTurtle, turtleCommands } from '../runtime/turtle-geometry'

let python: PythonRuntime
beforeAll(async () => {
  python = await pythonForTests()
}, 60_000)

const run = (code: string, probes = [] as Parameters<PythonRuntime['run']>[1]['probes']) =>
  python.run(code, { probes, maxEvents: 10_000 })

describe("Python's turtle draws on the same canvas as JavaScript's", () => {
  it('a square in Python is the square JavaScript draws, starting east as Python does', () => {
    const py = run('from turtle import *\nfor i in range(4):\n    forward(100)\n    left(90)\n')
    const js = runProgram('right(90)\nfor (let i = 0; i < 4; i++) {\n  forward(100)\n  left(90)\n}')
    expect(py.error).toBeNull()
    expect(turtleCommands(py.events)).toEqual(turtleCommands(js.events))
    const drawing = traceTurtle(turtleCommands(py.events))
    expect(drawing.segments[0]).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 100, y: 0 } })
  })

  it("knows Python's names: penup, pendown, color, pensize, goto, setheading, Turtle()", () => {
    const outcome = run(
      [
        'import turtle',
        't = turtle.Turtle()',
        't.penup()',
        't.goto(-50, 20)',
        't.pendown()',
        't.color("red")',
        't.pensize(3)',
        't.setheading(90)',
        't.fd(10)',
        'print(t.position())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(turtleCommands(outcome.events)).toEqual([
      { op: 'turn', degrees: 90 },
      { op: 'penUp' },
      { op: 'goto', x: -50, y: 20 },
      { op: 'penDown' },
      { op: 'color', color: '#ff0000' },
      { op: 'width', width: 3 },
      { op: 'turn', degrees: -90 },
      { op: 'forward', distance: 10 },
    ])
    expect(outcome.events.filter((event) => event.type === 'log')).toEqual([
      { type: 'log', text: '(-50.00,30.00)' },
    ])
  })

  it("a circle goes round to the turtle's left and ends where it began, as in Python", () => {
    const drawing = traceTurtle(turtleCommands(run('from turtle import *\ncircle(50)\n').events))
    expect(drawing.circles).toHaveLength(1)
    expect(drawing.circles[0]).toMatchObject({ center: { x: 0, y: 50 }, radius: 50 })
    expect(drawing.turtle).toMatchObject({ x: 0, y: 0 })
  })

  it('begin_fill and end_fill paint the shape in the fill colour', () => {
    const outcome = run(
      'from turtle import *\nfillcolor("yellow")\nbegin_fill()\nfor i in range(3):\n    forward(50)\n    left(120)\nend_fill()\n',
    )
    expect(turtleCommands(outcome.events).at(-1)).toEqual({ op: 'fill', color: '#ffff00' })
  })

  it('every run starts with a fresh turtle, even in the same engine', () => {
    run('from turtle import *\nleft(45)\n')
    expect(turtleCommands(run('from turtle import *\nforward(10)\n').events)[0]).toEqual({
      op: 'turn',
      degrees: 90,
    })
  })
})

describe('mistakes in plain words, with the line', () => {
  it.each([
    [
      'a missing colon',
      'from turtle import *\nx = 3\nfor i in range(4)\n    forward(10)\n',
      'Python expected a `:` at the end of line 3.',
      3,
    ],
    [
      'a missing indent',
      'for i in range(3):\nprint(i)\n',
      'The lines after `for` on line 1 need to be indented: start them with 4 spaces.',
      2,
    ],
    [
      'a misspelt turtle word',
      'from turtle import *\nforwad(100)\n',
      'Python does not know the name `forwad` on line 2. Did you mean `forward`?',
      2,
    ],
    [
      'text plus a number',
      'score = 3\nprint("score " + score)\n',
      'Python cannot join text and a number with `+` on line 2: use `str(number)` or an f-string like `f"score {score}"`.',
      2,
    ],
    [
      'input()',
      'guess = input()\n',
      '`input()` does not work in lessons on line 1: put the value in the program instead, like `guess = 7`.',
      1,
    ],
    [
      'a list too short',
      'colours = ["red"]\nprint(colours[3])\n',
      'Line 2 asks for an item that is not in the list (the list is shorter). Items count from 0.',
      2,
    ],
    [
      'a turtle word given text',
      'from turtle import *\nforward("far")\n',
      "Line 2: forward() needs a number, like forward(100); it got 'far'.",
      2,
    ],
    [
      'a pen of size 0',
      'from turtle import *\npensize(0)\n',
      'Line 2: pensize() needs a number bigger than 0, like pensize(5).',
      2,
    ],
    [
      'an unknown colour',
      'from turtle import *\ncolor("purpel")\n',
      'Line 2: "purpel" is not a colour the turtle knows. Did you mean "purple"?',
      2,
    ],
  ])('%s', (_, code, message, line) => {
    expect(run(code).error).toMatchObject({ message, line })
  })

  it('a huge line is cut as JavaScript cuts it', () => {
    const [line] = run('print("x" * 50000)\n').events
    expect(line).toEqual({ type: 'log', text: `${'x'.repeat(10_000)}… (40000 more characters)` })
  })

  it('a program that never stops drawing is stopped with the same words as JavaScript', () => {
    const outcome = python.run('from turtle import *\nwhile True:\n    forward(1)\n', { maxEvents: 100 })
    expect(outcome.error).toMatchObject({
      message:
        'Your program did more than 100 things (drawing steps and messages), so it was stopped. Does a loop repeat too many times?',
      kind: 'too-many-steps',
    })
    expect(outcome.events.length).toBeLessThanOrEqual(100)
  })
})

describe('the checks read Python', () => {
  it("finds constructs in Python's own syntax tree, not in its text", () => {
    const outcome = run(
      '# a for loop in a comment\ndef square(size):\n    for i in range(4):\n        for j in range(2):\n            pass\n    return size * 4\nif square(2) > 5:\n    print(f"big {square(2)}")\nelse:\n    print("small")\n',
    )
    expect(outcome.facts?.constructs).toEqual(
      expect.arrayContaining([
        'function',
        'parameter',
        'for',
        'nested-loop',
        'return',
        'if',
        'else',
        'comparison',
        'template-literal',
      ]),
    )
    expect(run('# for i in range(3):\nprint("no loop")\n').facts?.constructs).not.toContain('for')
  })

  it('calls functions and reads variables for function-returns and variable-equals', () => {
    const code = 'def double(n):\n    return n * 2\ncolours = ["red", "blue"]\nprint("hi")\n'
    const outcome = run(code, [
      { name: 'double', args: [4] },
      { name: 'colours', args: [], read: true },
    ])
    const report = evaluateChecks(
      [
        { type: 'function-returns', name: 'double', args: [4], expected: 8, fail: 'no' },
        { type: 'variable-equals', name: 'colours', expected: ['red', 'blue'], fail: 'no' },
        { type: 'code-uses', construct: 'function', fail: 'no' },
        { type: 'output-equals', lines: ['hi'], fail: 'no' },
      ],
      { code, outcome, facts: outcome.facts },
    )
    expect(report.results.filter((result) => !result.passed)).toEqual([])
    // The probe's call printed nothing into the program's output.
    expect(outcome.events).toEqual([{ type: 'log', text: 'hi' }])
  })
})
