import { describe, expect, it } from 'vitest'
import { runProgram } from './run-program'

const logs = (code: string) => runProgram(code).events.flatMap((e) => (e.type === 'log' ? [e.text] : []))

describe('runProgram: what a program does', () => {
  it('records console output and turtle commands in order', () => {
    const outcome = runProgram(
      'console.log("hi", 2)\nforward(100)\nright(90)\nback(20)\nleft(45)\nprint([1, "a"], { n: 1 })',
    )
    expect(outcome.error).toBeNull()
    expect(outcome.events).toEqual([
      { type: 'log', text: 'hi 2' },
      { type: 'turtle', command: { op: 'forward', distance: 100 } },
      { type: 'turtle', command: { op: 'turn', degrees: 90 } },
      { type: 'turtle', command: { op: 'forward', distance: -20 } },
      { type: 'turtle', command: { op: 'turn', degrees: -45 } },
      { type: 'log', text: '[1, "a"] { n: 1 }' },
    ])
  })

  it('gives every turtle word to the program', () => {
    const outcome = runProgram(
      'penUp(); goTo(10, 20); penDown(); color("Red"); penWidth(4); circle(-5); fill("#0F0"); home(); speed(20); write("hi", 1); clear()',
    )
    expect(outcome.error).toBeNull()
    expect(outcome.events.map((e) => (e.type === 'turtle' ? e.command : e))).toEqual([
      { op: 'penUp' },
      { op: 'goto', x: 10, y: 20 },
      { op: 'penDown' },
      { op: 'color', color: '#ff0000' },
      { op: 'width', width: 4 },
      { op: 'circle', radius: 5 },
      { op: 'fill', color: '#00ff00' },
      { op: 'home' },
      { op: 'speed', speed: 10 },
      { op: 'write', text: 'hi 1' },
      { op: 'clear' },
    ])
  })

  it('streams events to onEvent as they happen', () => {
    const seen: string[] = []
    runProgram('print("a")\nforward(5)', { onEvent: (e) => seen.push(e.type) })
    expect(seen).toEqual(['log', 'turtle'])
  })

  it('lets a program use the names of turtle words for its own things without breaking', () => {
    expect(logs('const speed = 3\nfunction write(x) { return x }\nprint(speed, write(4))')).toEqual(['3 4'])
  })

  it('random(min, max) gives whole numbers in range', () => {
    const values = logs('for (let i = 0; i < 200; i++) print(random(1, 6))').map(Number)
    expect(values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)).toBe(true)
    expect(new Set(values).size).toBeGreaterThan(1)
  })

  it('cuts very long printed text short', () => {
    const [line] = logs('print("ab".repeat(6000))')
    expect(line).toBe(`${'ab'.repeat(5000)}… (2000 more characters)`)
  })

  it('messages run their handlers (events)', () => {
    expect(
      logs('onMessage("jump", function () { print("jumped") })\nsend("jump")\nsend("jump")\nsend("spin")'),
    ).toEqual(['jumped', 'jumped'])
  })

  it('runs in strict mode', () => {
    const outcome = runProgram('undeclared = 5')
    expect(outcome.error?.message).toContain('`undeclared` is not a word the computer knows')
  })
})

describe('runProgram: friendly errors with the right line', () => {
  it('names an unknown word and suggests the one meant', () => {
    const outcome = runProgram('forward(100)\nright(90)\nforwrd(50)')
    expect(outcome.error).toMatchObject({
      message: 'Line 3: `forwrd` is not a word the computer knows. Did you mean `forward`?',
      line: 3,
    })
    // What ran before the mistake is kept, so the child sees how far it got.
    expect(outcome.events).toHaveLength(2)
  })

  it('suggests names by case and from other turtle languages', () => {
    expect(runProgram('penup()').error?.message).toContain('Did you mean `penUp`?')
    expect(runProgram('\n\ncolour("red")').error).toMatchObject({
      message: 'Line 3: `colour` is not a word the computer knows. Did you mean `color`?',
      line: 3,
    })
    expect(runProgram('let score = 1\nprint(scroe)').error?.message).toContain('Did you mean `score`?')
  })

  it('finds the line inside a function the mistake is in', () => {
    const outcome = runProgram(
      'function square() {\n  for (let i = 0; i < 4; i++) {\n    forward(50)\n    rigth(90)\n  }\n}\n\nsquare()',
    )
    expect(outcome.error?.line).toBe(4)
    expect(outcome.error?.message).toMatch(/^Line 4: `rigth`.*Did you mean `right`\?/)
  })

  it('explains wrong values given to turtle words', () => {
    expect(runProgram('forward("far")').error?.message).toBe(
      'Line 1: `forward` needs a number in its brackets, like `forward(100)`. It got the text "far".',
    )
    expect(runProgram('\ncolor("blu")').error).toMatchObject({
      message: 'Line 2: "blu" is not a colour the turtle knows. Did you mean "blue"?',
      line: 2,
    })
    expect(runProgram('goTo(5)').error?.message).toContain('`goTo` needs two numbers')
  })

  it('explains common runtime mistakes', () => {
    expect(runProgram('const a = 1\na = 2').error).toMatchObject({
      line: 2,
      message: expect.stringContaining('Make it with `let` instead'),
    })
    expect(runProgram('let list\nprint(list.length)').error).toMatchObject({
      line: 2,
      message: expect.stringContaining('`undefined`'),
    })
    expect(runProgram('print(x)\nlet x = 1').error).toMatchObject({
      line: 1,
      message: expect.stringContaining('used before the line that makes it'),
    })
    expect(runProgram('let color = "red"\ncolor("blue")').error?.message).toContain(
      'made a variable with the same name',
    )
    expect(runProgram('console.lg("x")').error?.message).toContain('Did you mean `console.log`?')
    expect(runProgram('function f(n) {\n  return f(n + 1)\n}\nf(1)').error).toMatchObject({
      line: 2,
      message: expect.stringContaining('kept calling itself'),
    })
    expect(runProgram('\nthrow new Error("boom")').error).toMatchObject({
      message: 'Line 2: your program stopped with: boom',
      line: 2,
    })
  })

  it('explains syntax mistakes with the line, before running anything', () => {
    const cases: [string, number, string][] = [
      ['forward(10)\nforward 100', 2, 'put brackets around what you give it: `forward(100)`'],
      ['for (let i = 0; i < 4; i++ {\n  forward(1)\n}', 1, 'round bracket `(` is never closed'],
      ['repeat()\nif (true) {\n  forward(1)\n', 2, 'curly bracket `{` is never closed'],
      ['forward(100))', 1, 'extra round bracket `)`'],
      ['print("hi)', 1, 'missing its closing quote'],
      ['let x = 1\nlet x = 2', 2, '`x` was already made on an earlier line'],
      ['\n\nfucntion add() {}', 3, 'Did you mean `function`?'],
      ['if x > 3 {\n}', 1, 'needs round brackets around its question'],
      ['return 5', 1, '`return` can only be used inside a function'],
      ['let a = [1, 2)', 1, 'closed with round bracket `)`'],
    ]
    for (const [code, line, text] of cases) {
      const outcome = runProgram(code)
      expect(outcome.events, code).toEqual([])
      expect(outcome.error?.line, code).toBe(line)
      expect(outcome.error?.message, code).toContain(text)
      expect(outcome.error?.message.startsWith(`Line ${line}: `), code).toBe(true)
    }
  })

  it('ignores brackets inside text and comments when looking for the missing one', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the student code is a template literal
    const outcome = runProgram('print("(")\n// {\nprint(`${"}"}`\n')
    expect(outcome.error?.message).toContain('Line 3: this round bracket `(` is never closed')
  })
})

describe('runProgram: event limit', () => {
  it('stops a program that makes too many events, with a friendly message', () => {
    const outcome = runProgram('while (true) {\n  forward(1)\n}', { maxEvents: 500 })
    expect(outcome.events).toHaveLength(500)
    expect(outcome.error?.message).toBe(
      'Line 2: your program did more than 500 things (drawing steps and messages), so it was stopped. Does a loop repeat too many times?',
    )
  })

  it('uses 10,000 events as the default limit', () => {
    const outcome = runProgram('for (let i = 0; i < 30000; i++) forward(1)')
    expect(outcome.events).toHaveLength(10_000)
    expect(outcome.error?.message).toContain('more than 10,000 things')
  })

  it('keeps the program stopped when it catches the stop', () => {
    const outcome = runProgram('try {\n  while (true) forward(1)\n} catch (e) {}\nprint("sneaky")', {
      maxEvents: 50,
    })
    expect(outcome.events).toHaveLength(50)
    expect(outcome.events.some((e) => e.type === 'log')).toBe(false)
    expect(outcome.error).toMatchObject({
      line: 4,
      message: expect.stringContaining('did more than 50 things'),
    })
  })

  it('reports the stop even when the program swallows every error', () => {
    const outcome = runProgram('for (let i = 0; i < 100; i++) {\n  try { forward(1) } catch (e) {}\n}', {
      maxEvents: 10,
    })
    expect(outcome.events).toHaveLength(10)
    expect(outcome.error?.message).toMatch(/^Your program did more than 10 things/)
  })
})

describe('runProgram: probes', () => {
  const code = [
    'function add(a, b) {',
    '  return a + b',
    '}',
    'const double = (n) => n * 2',
    'let favourite = ["cat", { legs: 4 }]',
    'function grow(list) { list.push(1); return list }',
    'function broken() {',
    '  return missing + 1',
    '}',
    'function noisy() { forward(10); print("hi"); return "done" }',
    'if (true) { function hidden() { return 1 } }',
  ].join('\n')

  it('calls top-level functions, reads variables, and reports what is missing', () => {
    const probes = [
      { name: 'add', args: [2, 3] },
      { name: 'double', args: [21] },
      { name: 'favourite', args: [], read: true },
      { name: 'grow', args: [[0]] },
      { name: 'broken', args: [] },
      { name: 'nothing', args: [] },
      { name: 'favourite', args: [] },
      { name: 'hidden', args: [] },
    ]
    const outcome = runProgram(code, { probes })
    expect(outcome.error).toBeNull()
    expect(outcome.probes).toMatchObject([
      { name: 'add', args: [2, 3], ok: true, value: 5, type: 'function' },
      { name: 'double', args: [21], ok: true, value: 42, type: 'function' },
      { name: 'favourite', args: [], read: true, ok: true, value: ['cat', { legs: 4 }], type: 'array' },
      { name: 'grow', args: [[0]], ok: true, value: [0, 1], type: 'function' },
      {
        name: 'broken',
        args: [],
        ok: false,
        type: 'function',
        error:
          'Line 8: `missing` is not a word the computer knows. If it is a variable, make it first with `let missing = …`.',
      },
      { name: 'nothing', args: [], ok: false, missing: true, error: 'Your program has no `nothing`.' },
      {
        name: 'favourite',
        args: [],
        ok: false,
        type: 'array',
        error: '`favourite` is a array, not a function.',
      },
      { name: 'hidden', args: [], ok: false, missing: true, error: 'Your program has no `hidden`.' },
    ])
    // The probe's argument list belongs to the lesson; the student's function got a copy.
    expect(probes[3]!.args).toEqual([[0]])
  })

  it('keeps what a probed function draws or prints out of the run', () => {
    const outcome = runProgram(code, { probes: [{ name: 'noisy', args: [] }] })
    expect(outcome.events).toEqual([])
    expect(outcome.probes[0]).toMatchObject({ ok: true, value: 'done' })
  })

  it('still probes functions declared before the program stopped', () => {
    const outcome = runProgram('function add(a, b) { return a + b }\nboom()\nconst late = () => 1', {
      probes: [
        { name: 'add', args: [1, 1] },
        { name: 'late', args: [] },
      ],
    })
    expect(outcome.error?.line).toBe(2)
    expect(outcome.probes[0]).toMatchObject({ ok: true, value: 2 })
    expect(outcome.probes[1]).toMatchObject({ ok: false, missing: true })
  })

  it('turns values that cannot travel between threads into text', () => {
    const outcome = runProgram('function make() { const o = { f() {} }; o.self = o; return o }', {
      probes: [{ name: 'make', args: [] }],
    })
    expect(outcome.probes[0]!.value).toEqual({ f: 'function f', self: '[circular]' })
    expect(() => structuredClone(outcome)).not.toThrow()
  })

  it('marks every probe as not run when the code does not parse', () => {
    const outcome = runProgram('function add(a, b) {', { probes: [{ name: 'add', args: [1, 2] }] })
    expect(outcome.probes).toMatchObject([
      { name: 'add', args: [1, 2], ok: false, error: 'The program has a mistake to fix first.' },
    ])
  })
})
