import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { createSandboxPool, SandboxBusyError, type SandboxPool } from './sandbox-pool'
import { loadSandboxScripts } from './sandbox-scripts'

const SECRET = `sandbox-secret-${Math.random().toString(36).slice(2)}`
const noError: Check[] = [{ type: 'no-error', fail: 'It stopped with an error.' }]

let pool: SandboxPool

beforeAll(async () => {
  process.env.CODESCHOOL_SANDBOX_TEST_SECRET = SECRET
  const scripts = await loadSandboxScripts()
  pool = createSandboxPool({ scripts: async () => scripts })
  await pool.run({ kind: 'goal', code: '' })
})

afterAll(async () => {
  delete process.env.CODESCHOOL_SANDBOX_TEST_SECRET
  await pool.close()
})

/** What a program wrote with the turtle's `write`: the way these probes report back. */
async function written(code: string): Promise<string[]> {
  const result = await pool.run({ kind: 'goal', code })
  if (result.status !== 'done' || result.answer.kind !== 'goal') throw new Error(JSON.stringify(result))
  return result.answer.commands.flatMap((command) => (command.op === 'write' ? [command.text] : []))
}

/** Evaluates each expression in the sandbox and reports what it gave (or threw). */
async function probe(expressions: string[]): Promise<Record<string, string>> {
  const code = expressions
    .map(
      (expression) => `try {
  const value = (${expression})
  write(typeof value === 'string' ? 'string ' + value : typeof value)
} catch (error) {
  write('threw ' + (error && error.name))
}`,
    )
    .join('\n')
  const results = await written(code)
  return Object.fromEntries(expressions.map((expression, index) => [expression, results[index] ?? 'nothing']))
}

describe('the server sandbox', () => {
  it('gives author code nothing of the server: no process, modules, network, timers or host globals', async () => {
    const seen = await probe([
      'process',
      'require',
      'module',
      'globalThis.process',
      'globalThis.constructor.constructor("return typeof process")()',
      'Function("return this")().process',
      'Function("return typeof require")()',
      'this.constructor.constructor("return process")()',
      '(function () { return this })()',
      'fetch',
      'XMLHttpRequest',
      'setTimeout',
      'setInterval',
      'queueMicrotask',
      'WebAssembly',
      'Buffer',
      'std',
      'os',
      'scriptArgs',
      'Deno',
      'Bun',
    ])
    // A name that is not there at all: reading it is a ReferenceError, as in any browser.
    expect(seen).toEqual({
      process: 'threw ReferenceError',
      require: 'threw ReferenceError',
      module: 'threw ReferenceError',
      'globalThis.process': 'undefined',
      'globalThis.constructor.constructor("return typeof process")()': 'string undefined',
      'Function("return this")().process': 'undefined',
      'Function("return typeof require")()': 'string undefined',
      // Student code runs in strict mode: `this` is undefined at its top level.
      'this.constructor.constructor("return process")()': 'threw TypeError',
      '(function () { return this })()': 'undefined',
      fetch: 'threw ReferenceError',
      XMLHttpRequest: 'threw ReferenceError',
      setTimeout: 'threw ReferenceError',
      setInterval: 'threw ReferenceError',
      queueMicrotask: 'threw ReferenceError',
      WebAssembly: 'threw ReferenceError',
      Buffer: 'threw ReferenceError',
      std: 'threw ReferenceError',
      os: 'threw ReferenceError',
      scriptArgs: 'threw ReferenceError',
      Deno: 'threw ReferenceError',
      Bun: 'threw ReferenceError',
    })
  })

  it('the global object holds only the language and the judge script', async () => {
    const [names] = await written(
      'write(Object.getOwnPropertyNames(Function("return this")()).sort().join(" "))',
    )
    const standard = new Set(
      `Object Function Error EvalError RangeError ReferenceError SyntaxError TypeError URIError
       InternalError AggregateError Array Number Boolean String Symbol Math JSON Date RegExp Proxy
       Reflect Map Set WeakMap WeakSet WeakRef FinalizationRegistry Promise BigInt ArrayBuffer
       SharedArrayBuffer DataView Atomics Int8Array Uint8Array Uint8ClampedArray Int16Array
       Uint16Array Int32Array Uint32Array BigInt64Array BigUint64Array Float16Array Float32Array
       Float64Array TypedArray Iterator globalThis parseInt parseFloat isNaN isFinite decodeURI
       decodeURIComponent encodeURI encodeURIComponent escape unescape eval NaN Infinity undefined
       codeschoolJudge sandboxScript performance DOMException`.split(/\s+/),
    )
    const extra = names!.split(' ').filter((name) => !standard.has(name))
    expect(extra).toEqual([])
  })

  it('cannot read the server environment or load a module', async () => {
    const texts = await written(`
      const attempts = []
      const tryIt = (f) => { try { attempts.push(String(f())) } catch (error) { attempts.push('threw ' + error.name) } }
      tryIt(() => process.env.CODESCHOOL_SANDBOX_TEST_SECRET)
      tryIt(() => require('node:fs').readFileSync('/proc/self/environ', 'utf8'))
      tryIt(() => Function('return this')().constructor.constructor('return process.env')())
      tryIt(() => eval('process.env'))
      const pending = import('node:fs')
      attempts.push(typeof pending)
      pending.then((fs) => write('loaded ' + Object.keys(fs)), (error) => write('import failed ' + error))
      write(attempts.join(' | '))
    `)
    expect(texts).toEqual([
      'threw ReferenceError | threw ReferenceError | threw ReferenceError | threw ReferenceError | object',
    ])
    expect(texts.join(' ')).not.toContain(SECRET)
    // `import x from …` is not even a program: a script cannot import.
    const result = await pool.run({ kind: 'verdict', code: "import fs from 'node:fs'", checks: noError })
    expect(result).toMatchObject({ status: 'done', answer: { allPassed: false } })
  })

  it('stops an endless loop at the time limit, and the process keeps answering HTTP meanwhile', async () => {
    const server = createServer((_, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const started = performance.now()
      let done = false
      const running = pool.run({ kind: 'verdict', code: 'while (true) {}', checks: noError }).finally(() => {
        done = true
      })
      const latencies: number[] = []
      while (!done) {
        const sent = performance.now()
        expect(await (await fetch(url)).text()).toBe('ok')
        latencies.push(performance.now() - sent)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(await running).toEqual({ status: 'timeout' })
      const elapsed = performance.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(2000)
      expect(elapsed).toBeLessThan(3000)
      // A loop on this thread would hold every answer for 2 s.
      expect(latencies.length).toBeGreaterThanOrEqual(10)
      expect(Math.max(...latencies)).toBeLessThan(500)
    } finally {
      server.close()
    }
  })

  it('stops a loop inside a function a check calls', async () => {
    const result = await pool.run({
      kind: 'verdict',
      code: 'function add(a, b) { while (true) {} }',
      checks: [{ type: 'function-returns', name: 'add', args: [1, 2], expected: 3, fail: 'x' }],
    })
    expect(result).toEqual({ status: 'timeout' })
  })

  it.each([
    ['a list that never stops growing', 'const parts = []\nwhile (true) parts.push(new Array(1e6).fill(1))'],
    [
      'typed arrays (which QuickJS does not count)',
      'const parts = []\nwhile (true) parts.push(new Uint8Array(1e7))',
    ],
    ['one huge text', 'const text = "x".repeat(2e8)'],
    ['a list that doubles', 'let list = [1]\nwhile (true) list = list.concat(list)'],
  ])('ends a memory bomb (%s) as out of memory; the next run works', async (_, code) => {
    expect(await pool.run({ kind: 'verdict', code, checks: noError })).toEqual({ status: 'out-of-memory' })
    expect(await pool.run({ kind: 'verdict', code: 'print("fine")', checks: noError })).toMatchObject({
      status: 'done',
      answer: { allPassed: true },
    })
  })

  it('ends endless recursion as the engine error the browser gives', async () => {
    const result = await pool.run({
      kind: 'verdict',
      code: 'function down(n) { return down(n + 1) }\ndown(0)',
      checks: noError,
    })
    expect(result).toMatchObject({ status: 'done', answer: { allPassed: false } })
    if (result.status === 'done' && result.answer.kind === 'verdict') {
      expect(result.answer.error).toContain('a function kept calling itself and never stopped')
    }
  })

  it('believes no forged answer: a program cannot hand back data of another shape', async () => {
    // The program shares its QuickJS context with the judge script, so it can change how the
    // answer is written (here every object's JSON form). What it hands back is checked.
    const result = await pool.run({
      kind: 'goal',
      code: `let forged = false
Object.prototype.toJSON = function () {
  if (forged) return this
  forged = true
  return { kind: 'goal', commands: [{ op: 'forward', distance: '<img src=x>' }], error: null }
}`,
    })
    expect(result).toEqual({
      status: 'crashed',
      message: 'The program’s answer was not in the expected form.',
    })
  })
})

describe('the sandbox pool', () => {
  it('a thread that does not answer by the hard deadline is ended and replaced', async () => {
    const scripts = await loadSandboxScripts()
    // The parent's deadline set below the thread's own time limit, so the parent acts first.
    const strict = createSandboxPool({ scripts: async () => scripts, size: 1, hardDeadlineSlackMs: -3000 })
    try {
      await strict.run({ kind: 'goal', code: '' })
      const started = performance.now()
      expect(await strict.run({ kind: 'verdict', code: 'while (true) {}', checks: noError })).toEqual({
        status: 'timeout',
      })
      expect(performance.now() - started).toBeLessThan(1500)
      expect(strict.stats()).toMatchObject({ killed: 1 })
      expect(await strict.run({ kind: 'goal', code: 'forward(5)' })).toMatchObject({ status: 'done' })
    } finally {
      await strict.close()
    }
  })

  it('a thread that cannot start fails the waiting runs instead of restarting for ever', async () => {
    const broken = createSandboxPool({
      scripts: async () => ({ thread: 'throw new Error("no QuickJS here")', judge: '', pythonJudge: '' }),
    })
    try {
      expect(await broken.run({ kind: 'goal', code: '' })).toEqual({
        status: 'crashed',
        message: 'no QuickJS here',
      })
      expect(broken.stats()).toMatchObject({ threads: 0, started: 1 })
    } finally {
      await broken.close()
    }
  })

  it('never runs more threads than its size; beyond the queue it says busy', async () => {
    const scripts = await loadSandboxScripts()
    const small = createSandboxPool({ scripts: async () => scripts, size: 2, maxQueued: 3 })
    try {
      const spin = () =>
        small.run({ kind: 'verdict', code: 'while (true) {}', checks: noError }, { timeLimitMs: 300 })
      const runs = [spin(), spin(), spin()]
      expect(small.stats().threads).toBeLessThanOrEqual(2)
      await expect(spin()).rejects.toBeInstanceOf(SandboxBusyError)
      let most = 0
      const watch = setInterval(() => {
        most = Math.max(most, small.stats().threads)
      }, 10)
      const results = await Promise.all(runs)
      clearInterval(watch)
      expect(results.every((result) => result.status === 'timeout')).toBe(true)
      expect(most).toBeLessThanOrEqual(2)
    } finally {
      await small.close()
    }
  })
})
