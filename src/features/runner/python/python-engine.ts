import type { PyodideAPI } from 'pyodide'
import { normalizeColor } from '@/kernel/runner-protocol/colors'
import type { PlainCodeFacts } from '../checks/code-facts'
import { limitSaid } from '../runtime/limits'
import { mistakeOf } from '../runtime/mistake-english'
import type {
  FunctionProbe,
  ProbeResult,
  ProgramEvent,
  RunError,
  RunOptions,
  RunOutcome,
} from '../runtime/run-program'
import { createStudentApi, EventLimitError, StudentError } from '../runtime/student-api'
import HARNESS from './harness.py?raw'
import { describePythonError, type PythonError } from './python-errors'
import TURTLE from './turtle.py?raw'

export interface PythonOutcome extends RunOutcome {
  /** From Python's own syntax tree (harness.py); null when the program does not parse. */
  facts: PlainCodeFacts | null
}

/** Where the runner's Python files live inside the engine's file system. */
const HOME = '/codeschool'

/** The object Python's `js` module shows (`from js import codeschool`); filled for each run. */
export type PythonBridge = Record<string, unknown>

/**
 * Makes a loaded Pyodide the lesson player's Python: our `turtle` module and the harness go into
 * its file system, and `run` runs one program the way runProgram runs JavaScript: same events,
 * same probes, same limits. `bridge` must be the object given to loadPyodide as `jsglobals.codeschool`.
 */
export function pythonRuntime(pyodide: PyodideAPI, bridge: PythonBridge) {
  pyodide.FS.mkdirTree(HOME)
  pyodide.FS.writeFile(`${HOME}/turtle.py`, TURTLE)
  pyodide.FS.writeFile(`${HOME}/codeschool_harness.py`, HARNESS)
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(HOME)})\nimport codeschool_harness`)
  const harness = pyodide.runPython('codeschool_harness.run_program') as (
    code: string,
    probes: string,
  ) => string
  let printLine: (text: string) => void = () => {}
  pyodide.setStdout({ batched: (text: string) => printLine(text) })
  pyodide.setStderr({ batched: () => {} })

  return {
    run(code: string, options: RunOptions & { maxEvents: number }): PythonOutcome {
      const events: ProgramEvent[] = []
      let limitHit = false
      let quiet = false
      let hostError: StudentError | null = null
      const emit = (event: ProgramEvent) => {
        if (quiet) return
        if (events.length >= options.maxEvents) {
          limitHit = true
          throw new EventLimitError(limitSaid(options.maxEvents))
        }
        events.push(event)
        options.onEvent?.(event)
      }
      const api = { ...createStudentApi(emit), ...screenWords(emit) }
      for (const [name, value] of Object.entries(api)) {
        if (typeof value !== 'function') continue
        bridge[name] = (...args: unknown[]) => {
          try {
            return (value as (...a: unknown[]) => unknown)(...args)
          } catch (error) {
            if (error instanceof StudentError) hostError = error
            throw error
          }
        }
      }
      // The harness answers the probes after the program; what they print or draw is not output.
      bridge.quiet = (on: boolean) => {
        quiet = on
      }
      // Through the runner's own print, so a huge line is cut as JavaScript's are.
      const print = api.print as (text: string) => void
      printLine = (text) => print(text)

      const probes: FunctionProbe[] = options.probes ?? []
      const answer = JSON.parse(harness(code, JSON.stringify(probes))) as {
        error: PythonError | null
        probes: (Omit<ProbeResult, 'error'> & { error?: string | PythonError })[]
        facts: PlainCodeFacts | null
      }
      const host = hostError as StudentError | null
      let error: RunError | null = answer.error ? describePythonError(answer.error, host ?? undefined) : null
      if (limitHit) error = { ...mistakeOf(limitSaid(options.maxEvents)), kind: 'too-many-steps' }
      return {
        events,
        probes: answer.probes.map((probe) => {
          if (typeof probe.error !== 'object') return probe as ProbeResult
          const { message, said } = describePythonError(probe.error)
          return { ...probe, error: message, ...(said ? { said } : {}) }
        }),
        error,
        facts: answer.facts,
      }
    },
  }
}

/**
 * What Python's turtle does to the canvas beyond the JavaScript turtle’s words (decision 190):
 * `bgcolor` colours the canvas behind the drawing, `hideturtle`/`showturtle` hide and show the
 * turtle. turtle.py calls them with a colour it has already made a name or "#rrggbb".
 */
function screenWords(emit: (event: ProgramEvent) => void) {
  return {
    background: (value?: unknown) => {
      const color = typeof value === 'string' ? normalizeColor(value) : null
      if (!color) throw new StudentError({ key: 'unknown-background', value: String(value) })
      emit({ type: 'turtle', command: { op: 'background', color } })
    },
    showTurtle: (visible?: unknown) =>
      emit({ type: 'turtle', command: { op: 'visible', visible: visible !== false } }),
  }
}
