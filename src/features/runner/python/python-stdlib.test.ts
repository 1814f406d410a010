import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import { type PythonRuntime, pythonForTests } from '@/test/python'
import { keptInStdlib, trimStdlib } from './python-stdlib'

const require = createRequire(import.meta.url)
const full = readFileSync(require.resolve('pyodide/python_stdlib.zip'))

let python: PythonRuntime
beforeAll(async () => {
  python = await pythonForTests()
}, 60_000)

const printed = (code: string) => {
  const outcome = python.run(code, { probes: [], maxEvents: 1_000 })
  return {
    error: outcome.error,
    lines: outcome.events.flatMap((event) => (event.type === 'log' ? [event.text] : [])),
  }
}

describe("the player's copy of Python's standard library", () => {
  it('is well under two thirds of the archive Pyodide ships', () => {
    const trimmed = trimStdlib(full)
    expect(trimmed.byteLength).toBeLessThan(full.byteLength * 0.65)
  })

  it('keeps what a child may import, and Unicode text', () => {
    const outcome = printed(
      [
        'import random, math, time, string, itertools, collections, functools, copy, re, json',
        'import statistics, fractions, decimal, datetime, calendar, textwrap, operator, heapq',
        'print(statistics.mean([1, 2, 3]), fractions.Fraction(1, 3) * 3, decimal.Decimal("0.1") * 3)',
        'print(datetime.date(2026, 1, 31).isoformat(), len(calendar.month_abbr), string.ascii_lowercase[:3])',
        'print("ñandú 🐢 سلحفاة".encode("utf-8").decode("utf-8"))',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(outcome.lines).toEqual(['2 1 0.3', '2026-01-31 13 abc', 'ñandú 🐢 سلحفاة'])
  })

  it('leaves out mail, the web and test tools: importing them says there is no such module', () => {
    const outcome = printed('import email\n')
    expect(outcome.error?.message ?? '').toMatch(/email/)
    expect(keptInStdlib('email/parser.pyc')).toBe(false)
    expect(keptInStdlib('encodings/utf_8.pyc')).toBe(true)
    expect(keptInStdlib('encodings/cp1252.pyc')).toBe(false)
    expect(keptInStdlib('random.pyc')).toBe(true)
  })
})
