import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { openPythonSandbox, type PythonSandbox } from './python-sandbox'

const SECRET = 'python-sandbox-test-secret-7f3a'
const leaks: Check[] = [{ type: 'output-includes', text: SECRET, fail: 'nothing leaked' }]

describe("the Python sandbox (an author's Python, never in the server's realm)", () => {
  let sandbox: PythonSandbox
  beforeAll(async () => {
    process.env.CODESCHOOL_TEST_SECRET = SECRET
    sandbox = await openPythonSandbox()
  }, 60_000)
  afterAll(() => {
    sandbox?.close()
    delete process.env.CODESCHOOL_TEST_SECRET
  })

  it('judges Python as the player does: a square passes, half a square says why not', async () => {
    const checks: Check[] = [
      { type: 'turtle-closed-shape', sides: 4, fail: 'Your square has {actual:side}.' },
    ]
    const square = await sandbox.run({
      kind: 'verdict',
      code: 'from turtle import *\nfor i in range(4):\n    forward(100)\n    left(90)\n',
      checks,
    })
    expect(square).toEqual({
      status: 'done',
      answer: { kind: 'verdict', allPassed: true, error: null, failed: [] },
    })
    const half = await sandbox.run({
      kind: 'verdict',
      code: 'from turtle import *\nforward(100)\nleft(90)\nforward(100)\n',
      checks,
    })
    expect(half.status === 'done' && half.answer.kind === 'verdict' && half.answer.failed).toEqual([
      'Your square has 2 sides.',
    ])
    const goal = await sandbox.run({ kind: 'goal', code: 'from turtle import *\nforward(50)\n' })
    expect(goal).toEqual({
      status: 'done',
      answer: {
        kind: 'goal',
        commands: [
          { op: 'turn', degrees: 90 },
          { op: 'forward', distance: 50 },
        ],
        error: null,
      },
    })
  })

  it.each([
    ['the environment', 'import os\nprint(os.environ)\n'],
    [
      "process through the runner's functions",
      'import js\nF = js.codeschool.forward.constructor\nprint(F("return process.env.CODESCHOOL_TEST_SECRET")())\n',
    ],
    [
      'globalThis.constructor',
      'import js\nG = js.codeschool.constructor.constructor("return globalThis")()\nprint(G.process.env.CODESCHOOL_TEST_SECRET)\n',
    ],
    ['require', 'import js\nprint(js.codeschool.constructor.constructor("return require(\'fs\')")())\n'],
    ['import()', 'from pyodide.code import run_js\nprint(run_js("import(\'node:fs\')"))\n'],
    ["the server's files", 'print(open("/proc/self/environ").read())\n'],
    [
      'the host file system',
      'import pyodide_js\nfs = pyodide_js.FS\nfs.mkdir("/host")\nfs.mount(fs.filesystems.NODEFS, {"root": "/proc/self"}, "/host")\nprint(open("/host/environ").read())\n',
    ],
    [
      'the network',
      'import socket\nsocket.create_connection(("127.0.0.1", 5432), timeout=1)\nprint("connected")\n',
    ],
    [
      'packages from elsewhere',
      'import pyodide_js\npyodide_js.loadPackage("http://127.0.0.1:5432/x.whl")\nimport micropip\n',
    ],
  ])('a program reaching for %s gets nothing', async (_, code) => {
    const result = await sandbox.run({ kind: 'verdict', code, checks: leaks })
    expect(result.status).toBe('done')
    if (result.status !== 'done' || result.answer.kind !== 'verdict') return
    expect(result.answer.allPassed).toBe(false)
    expect(JSON.stringify(result)).not.toContain(SECRET)
  })
})

describe('limits of the Python sandbox', () => {
  it('`while True: pass` fails within 3 s while this process keeps serving', async () => {
    const sandbox = await openPythonSandbox()
    try {
      let longestGap = 0
      let last = performance.now()
      const ticker = setInterval(() => {
        const now = performance.now()
        longestGap = Math.max(longestGap, now - last)
        last = now
      }, 10)
      const started = performance.now()
      const result = await sandbox.run({ kind: 'verdict', code: 'while True:\n    pass\n', checks: leaks })
      const took = performance.now() - started
      clearInterval(ticker)
      expect(result).toEqual({ status: 'timeout' })
      expect(took).toBeLessThan(3000)
      expect(longestGap).toBeLessThan(250)
      // The sandbox is ended for good: a later run is refused, not run.
      expect((await sandbox.run({ kind: 'goal', code: 'print(1)\n' })).status).toBe('timeout')
    } finally {
      sandbox.close()
    }
  }, 60_000)

  it('a program that takes too much memory is stopped', async () => {
    const sandbox = await openPythonSandbox()
    try {
      const result = await sandbox.run({
        kind: 'verdict',
        code: 'blocks = []\nwhile True:\n    blocks.append(bytearray(16 * 1024 * 1024))\n',
        checks: leaks,
      })
      // Stopped either way: by the memory limit (512 MB resident), by Python's own MemoryError, or,
      // on a machine too busy to fill 512 MB within the run's 2 s (filling it took 2.1 s in a
      // Pyodide at a load average of 6), by the time limit; never an answer that it finished.
      expect(['out-of-memory', 'done', 'timeout']).toContain(result.status)
      if (result.status === 'done' && result.answer.kind === 'verdict') {
        // Python's own MemoryError, if the engine's memory ran out before the process limit.
        expect(result.answer.error).toMatch(/MemoryError/)
      }
    } finally {
      sandbox.close()
    }
  }, 60_000)
})
