/**
 * Runs a student's program and records what it did. Pure: no DOM, no timers, no network, so it
 * runs the same in the runner's Web Worker, in Node (tests, server-side checks) and anywhere else.
 * Endless loops are the host's concern (the worker watchdog); this function never waits itself.
 *
 * Interface as agreed with the runner host (src/features/runner/sandbox). Additions since, all
 * backward compatible (optional fields only):
 * - `FunctionProbe.read`: read a top-level variable's value instead of calling a function.
 * - `ProbeResult.type`: what the probed name holds ('function', 'number', 'array', …), and
 *   `ProbeResult.read` echoing the probe's `read`.
 * - `RunOutcome.error.message` already starts with "Line N: " when the line is known; `line`
 *   is the same number, for highlighting the editor line.
 * - Globals `onMessage(name, fn)` and `send(name)` (events, used by the blocks course).
 * - `RunOutcome.error.kind`: which of the mistakes a blocks program can make this is, so the
 *   blocks player can say it in its own words (runner/words/blocks-words.ts).
 * - `RunError.said` and `ProbeResult.said`: what the message means, as a key and values, for the
 *   page to say in its language (decision 220); `message` and `error` stay the English.
 */

import type { MistakeExplanation, MistakeSentence } from '@/kernel/runner-protocol/mistake-sentence'
import { STUDENT_FUNCTIONS, STUDENT_GLOBALS } from '@/kernel/runner-protocol/student-names'
import type { TurtleCommand } from '@/kernel/runner-protocol/turtle-command'
import { toPlainValue } from './format-value'
import { DEFAULT_MAX_EVENTS, limitMessage, limitSaid } from './limits'
import { englishMistake, mistakeOf } from './mistake-english'
import { declaredNames, parseProgram, topLevelNames } from './parse-program'
import { describeRuntimeError } from './runtime-errors'
import { createStudentApi, EventLimitError, StudentError } from './student-api'
import { describeSyntaxError } from './syntax-errors'

export type { TurtleCommand }

export type ProgramEvent = { type: 'log'; text: string } | { type: 'turtle'; command: TurtleCommand }

export interface FunctionProbe {
  name: string
  args: unknown[]
  /** Read the value the name holds instead of calling it (for `variable-equals`). */
  read?: boolean
}

export interface ProbeResult {
  name: string
  args: unknown[]
  ok: boolean
  /** The return value (or the variable's value with `read`), as plain data that survives postMessage. */
  value?: unknown
  error?: string
  /** What `error` means, for the page to say in its language (decision 220). */
  said?: MistakeSentence
  /** True when the program does not declare this name at its top level (or never got to it). */
  missing?: boolean
  type?: string
  /** Echoes `FunctionProbe.read`. */
  read?: boolean
}

/**
 * The mistakes a program built from blocks can make (blocks always write valid JavaScript): too
 * many drawing steps, a message that keeps sending itself, a pen width of 0.
 */
export type RunErrorKind = 'too-many-steps' | 'calls-itself' | 'pen-width'

export interface RunError {
  message: string
  line?: number
  kind?: RunErrorKind
  /** What `message` means, for the page to say in its language (decision 220). */
  said?: MistakeSentence
}

export interface RunOutcome {
  events: ProgramEvent[]
  probes: ProbeResult[]
  error: RunError | null
}

export interface RunOptions {
  probes?: FunctionProbe[]
  onEvent?: (e: ProgramEvent) => void
  maxEvents?: number
}

/** Lines in front of the student's code inside the compiled function body. */
const PRELUDE_LINES = 2

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export function runProgram(code: string, options: RunOptions = {}): RunOutcome {
  const probes = options.probes ?? []
  const maxEvents = options.maxEvents ?? DEFAULT_MAX_EVENTS

  const parsed = parseProgram(code)
  if (!parsed.ok) {
    return {
      events: [],
      probes: probes.map((p) => ({
        name: p.name,
        args: p.args,
        ...(p.read ? { read: true } : {}),
        ok: false,
        ...probeMistake({ key: 'fix-first' }),
      })),
      error: describeSyntaxError(code, parsed.error, STUDENT_FUNCTIONS),
    }
  }
  const context = { declared: declaredNames(parsed.program) }
  const topLevel = topLevelNames(parsed.program)
  const lineCount = code.split('\n').length
  const friendly = (error: unknown) => toFriendlyError(error, context, lineCount)

  const events: ProgramEvent[] = []
  let limitHit = false
  const mainEmit = (event: ProgramEvent) => {
    if (events.length >= maxEvents) {
      limitHit = true
      throw new EventLimitError(limitSaid(maxEvents))
    }
    events.push(event)
    options.onEvent?.(event)
  }
  let emit = mainEmit
  const api = createStudentApi((event) => emit(event))

  const probeNames = [...new Set(probes.map((p) => p.name))].filter(
    (n) => IDENTIFIER.test(n) && topLevel.has(n),
  )
  const grabber = `{${probeNames.map((n) => `${JSON.stringify(n)}: () => ${n}`).join(', ')}}`
  const body = [
    `"use strict"; const { ${STUDENT_GLOBALS.join(', ')} } = __env;`,
    `return function () { __expose(${grabber});`,
    code,
    '};',
  ].join('\n')

  let grab: Record<string, () => unknown> = {}
  let error: RunOutcome['error'] = null
  try {
    const factory = new Function('__env', '__expose', body) as (
      env: unknown,
      expose: (g: typeof grab) => void,
    ) => () => void
    const main = factory(api, (g) => {
      grab = g
    })
    main()
  } catch (thrown) {
    error = friendly(thrown)
  }
  if (limitHit && (error === null || !error.message.includes(limitMessage(maxEvents)))) {
    // The program caught our stop and carried on; the run still counts as stopped.
    error = { ...mistakeOf(limitSaid(maxEvents)), kind: 'too-many-steps' }
  }

  const results = probes.map((probe): ProbeResult => {
    const base = { name: probe.name, args: probe.args, ...(probe.read ? { read: true } : {}) }
    const getter = grab[probe.name]
    if (!getter)
      return {
        ...base,
        ok: false,
        missing: true,
        ...probeMistake({ key: 'program-has-no', name: probe.name }),
      }
    let target: unknown
    try {
      target = getter()
    } catch {
      return {
        ...base,
        ok: false,
        missing: true,
        ...probeMistake({ key: 'stopped-before-made', name: probe.name }),
      }
    }
    const type = typeOf(target)
    if (probe.read) return { ...base, ok: true, value: toPlainValue(target), type }
    if (typeof target !== 'function') {
      return {
        ...base,
        ok: false,
        type,
        ...probeMistake({ key: 'is-not-a-function', name: probe.name, type }),
      }
    }
    const probeEvents: ProgramEvent[] = []
    emit = (event) => {
      if (probeEvents.length >= maxEvents) throw new EventLimitError(limitSaid(maxEvents))
      probeEvents.push(event)
    }
    try {
      const value = (target as (...args: unknown[]) => unknown)(...(toPlainValue(probe.args) as unknown[]))
      return { ...base, ok: true, value: toPlainValue(value), type }
    } catch (thrown) {
      const { message, said } = friendly(thrown)
      return { ...base, ok: false, type, error: message, ...(said ? { said } : {}) }
    } finally {
      emit = mainEmit
    }
  })

  return { events, probes: results, error }
}

/** A probe's own mistake: its English and what it means. */
function probeMistake(said: MistakeExplanation): { error: string; said: MistakeSentence } {
  return { error: englishMistake(said), said }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function toFriendlyError(
  thrown: unknown,
  context: Parameters<typeof describeRuntimeError>[1],
  lineCount: number,
): RunError {
  const explanation = describeRuntimeError(thrown, context)
  const line = studentLine(thrown, lineCount)
  const kind = errorKind(thrown)
  return {
    ...mistakeOf(line === undefined ? explanation : { ...explanation, onLine: line }),
    ...(line === undefined ? {} : { line }),
    ...(kind ? { kind } : {}),
  }
}

function errorKind(thrown: unknown): RunErrorKind | undefined {
  if (thrown instanceof EventLimitError) return 'too-many-steps'
  if (thrown instanceof StudentError) return thrown.kind
  if (
    thrown instanceof Error &&
    /Maximum call stack size exceeded|too much recursion|^stack overflow$/.test(thrown.message)
  )
    return 'calls-itself'
  return undefined
}

/** Matches the position of a frame in code made by `new Function` (V8, Firefox and QuickJS formats). */
const FUNCTION_FRAME = /(?:<anonymous>|> Function|<input>):(\d+):\d+/

let headerLines: number | null | undefined

/**
 * How many lines the engine puts before a `new Function` body in its stack traces (V8: 2, for
 * "function anonymous(…" and ") {"). Measured once rather than assumed, so other engines work.
 */
function functionHeaderLines(): number | null {
  if (headerLines !== undefined) return headerLines
  try {
    new Function('__env', '__expose', '"use strict";\nthrow new Error("where am I")')()
    headerLines = null
  } catch (e) {
    const match = FUNCTION_FRAME.exec(String((e as Error).stack ?? ''))
    headerLines = match ? Number(match[1]) - 2 : null
  }
  return headerLines
}

function studentLine(thrown: unknown, lineCount: number): number | undefined {
  if (!(thrown instanceof Error)) return undefined
  const header = functionHeaderLines()
  const match = FUNCTION_FRAME.exec(String(thrown.stack ?? ''))
  if (header === null || !match) return undefined
  const line = Number(match[1]) - header - PRELUDE_LINES
  return line >= 1 && line <= lineCount ? line : undefined
}
