import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { JudgeAnswer } from '@/kernel/runner-protocol'
import { createPythonSandboxPool, type PythonSandboxPool } from './python-pool'
import { createSandboxPool, type SandboxPool, type SandboxResult } from './sandbox-pool'
import { loadSandboxScripts } from './sandbox-scripts'

export { SandboxBusyError } from './sandbox-pool'

// Kept on globalThis so a Vite dev reload reuses the threads instead of starting a second pool.
const key = Symbol.for('codeschool.sandbox')
const holder = globalThis as typeof globalThis & { [key]?: SandboxPool }

/**
 * This process's sandbox: the only place the server runs an author's program (publish checks,
 * the preview's goal pictures, goals stored by the seed and the backfill job). Threads start on
 * first use and end when idle.
 */
export function sandbox(): SandboxPool {
  holder[key] ??= createSandboxPool({ scripts: loadSandboxScripts })
  return holder[key]
}

const pythonKey = Symbol.for('codeschool.pythonSandboxes')
const pythonHolder = globalThis as typeof globalThis & { [pythonKey]?: PythonSandboxPool }

/** This process's Python sandbox processes: a few at once, the rest wait (python-pool.ts). */
export function pythonSandboxes(): PythonSandboxPool {
  pythonHolder[pythonKey] ??= createPythonSandboxPool()
  return pythonHolder[pythonKey]
}

/** A run the sandbox had to stop, or could not finish. */
export type StoppedRun = Exclude<SandboxResult, { status: 'done' }>
export type Verdict = Extract<JudgeAnswer, { kind: 'verdict' }>
type Goal = Extract<JudgeAnswer, { kind: 'goal' }>

const wrongAnswer: StoppedRun = {
  status: 'crashed',
  message: 'The sandbox gave an answer of the wrong kind.',
}

function verdictOf(result: SandboxResult): { status: 'done'; verdict: Verdict } | StoppedRun {
  if (result.status !== 'done') return result
  return result.answer.kind === 'verdict' ? { status: 'done', verdict: result.answer } : wrongAnswer
}

function goalOf(result: SandboxResult): { status: 'done'; goal: Goal } | StoppedRun {
  if (result.status !== 'done') return result
  return result.answer.kind === 'goal' ? { status: 'done', goal: result.answer } : wrongAnswer
}

/** Runs JavaScript `code` and judges it against `checks` in the sandbox, as the player does in the browser. */
export async function judgeInSandbox(
  code: string,
  checks: Check[],
): Promise<{ status: 'done'; verdict: Verdict } | StoppedRun> {
  return verdictOf(await sandbox().run({ kind: 'verdict', code, checks }))
}

/** Runs JavaScript `code` in the sandbox and keeps its turtle commands (a goal picture). */
async function drawInSandbox(code: string): Promise<{ status: 'done'; goal: Goal } | StoppedRun> {
  return goalOf(await sandbox().run({ kind: 'goal', code }))
}

/** Where one lesson's programs are judged and drawn: in its language's sandbox. */
export interface LessonSandbox {
  judge(code: string, checks: Check[]): Promise<{ status: 'done'; verdict: Verdict } | StoppedRun>
  draw(code: string): Promise<{ status: 'done'; goal: Goal } | StoppedRun>
  close(): void
}

/**
 * The sandbox for one lesson: this process's QuickJS threads for JavaScript (and blocks), or a
 * Python sandbox process of its own for Python (python-sandbox.ts), from the pool of them (it may
 * wait for a place, or throw SandboxBusyError beyond the queue). Close it when done.
 */
export async function lessonSandbox(engine: 'javascript' | 'python'): Promise<LessonSandbox> {
  if (engine === 'javascript') return { judge: judgeInSandbox, draw: drawInSandbox, close: () => {} }
  const python = await pythonSandboxes().open()
  return {
    judge: async (code, checks) => verdictOf(await python.run({ kind: 'verdict', code, checks })),
    draw: async (code) => goalOf(await python.run({ kind: 'goal', code })),
    close: () => python.close(),
  }
}
