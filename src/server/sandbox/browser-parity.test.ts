import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MAX_EVENTS, probesFor } from '@/features/runner'
import { evaluateChecks } from '@/features/runner/checks/evaluate-checks'
import { runProgram } from '@/features/runner/runtime/run-program'
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { pythonForTests } from '@/test/python'
import { loadCourses } from '~/content'
import { judgeInSandbox, type LessonSandbox, lessonSandbox } from './sandbox'

const allExercises = loadCourses().lessons.flatMap((lesson) =>
  lesson.steps.flatMap((step) =>
    step.kind === 'code' ? [{ name: `${lesson.slug} › ${step.key}`, step }] : [],
  ),
)
const exercises = allExercises.filter(({ step }) => step.language !== 'python')
const pythonExercises = allExercises.filter(({ step }) => step.language === 'python')

/** The verdict the child's browser gives: the same engine and checks, here in V8. */
function browserVerdict(code: string, checks: Check[]) {
  const outcome = runProgram(code, { probes: probesFor(checks), maxEvents: DEFAULT_MAX_EVENTS })
  const report = evaluateChecks(checks, { code, outcome })
  return {
    allPassed: report.allPassed,
    error: outcome.error?.message ?? null,
    failed: report.results.filter((result) => !result.passed).map((result) => result.message),
  }
}

async function sandboxVerdict(code: string, checks: Check[]) {
  const result = await judgeInSandbox(code, checks)
  if (result.status !== 'done') throw new Error(`${code}: ${JSON.stringify(result)}`)
  const { allPassed, error, failed } = result.verdict
  return { allPassed, error, failed }
}

describe('the server sandbox (QuickJS) judges as the browser (V8) does', () => {
  it('every shipped solution and starter: the same verdict, error and failed checks', async () => {
    for (const { name, step } of exercises) {
      for (const code of [step.solution, step.starter]) {
        expect(await sandboxVerdict(code, step.checks), name).toEqual(browserVerdict(code, step.checks))
      }
    }
  }, 180_000)

  it.each([
    ['a misspelt word', 'forward(10)\nprnt("hi")'],
    ['a value that is not there', 'let shape\nprint(shape.sides)'],
    ['using a let too early', 'print(size)\nlet size = 10'],
    ['a negative list length', 'const list = new Array(-1)'],
    ['endless recursion', 'function spiral(n) {\n  return spiral(n + 1)\n}\nspiral(1)'],
    ['a syntax error', 'for (let i = 0; i < 4; i++ {\n  forward(10)\n}'],
    ['a wrong turtle argument', 'forward("far")'],
  ])('a child’s mistake (%s) gets the same message, with its line', async (_, code) => {
    const checks: Check[] = [{ type: 'no-error', fail: 'Fix the error: {error}' }]
    expect(await sandboxVerdict(code, checks)).toEqual(browserVerdict(code, checks))
  })

  // QuickJS words these three differently: it names the const (V8 does not), it does not name
  // what was called, and it gives no line for a for…of over a number. The verdict is the same.
  it.each([
    ['changing a const', 'const size = 10\nsize = 20', 'Line 2: `size` was made with `const`'],
    ['calling a number', 'let steps = 3\nsteps()', 'Line 2: this is not a function'],
    ['a misspelt method', 'console.lg("hi")', 'Line 1: this is not a function'],
    ['a loop over a number', 'for (const side of 4) {\n  forward(10)\n}', 'You can only go through a list'],
  ])('a child’s mistake (%s) gets the same verdict, in QuickJS’s words', async (_, code, words) => {
    const checks: Check[] = [{ type: 'no-error', fail: 'Fix the error.' }]
    const sandboxed = await sandboxVerdict(code, checks)
    const browser = browserVerdict(code, checks)
    expect({ ...sandboxed, error: null }).toEqual({ ...browser, error: null })
    expect(sandboxed.error).toContain(words)
  })
})

describe("the server's Python sandbox judges as the player's Python does", () => {
  let sandbox: LessonSandbox
  beforeAll(async () => {
    sandbox = await lessonSandbox('python')
  }, 60_000)
  afterAll(() => sandbox?.close())

  it('every shipped Python solution and starter: the same verdict, error and failed checks', async () => {
    const python = await pythonForTests()
    expect(pythonExercises.length).toBeGreaterThanOrEqual(20)
    for (const { name, step } of pythonExercises) {
      for (const code of [step.solution, step.starter]) {
        const outcome = python.run(code, { probes: probesFor(step.checks), maxEvents: DEFAULT_MAX_EVENTS })
        const report = evaluateChecks(step.checks, { code, outcome, facts: outcome.facts })
        const player = {
          allPassed: report.allPassed,
          error: outcome.error?.message ?? null,
          failed: report.results.filter((result) => !result.passed).map((result) => result.message),
        }
        const judged = await sandbox.judge(code, step.checks)
        if (judged.status !== 'done') throw new Error(`${name}: ${JSON.stringify(judged)}`)
        const { allPassed, error, failed } = judged.verdict
        expect({ allPassed, error, failed }, name).toEqual(player)
      }
    }
  }, 180_000)
})
