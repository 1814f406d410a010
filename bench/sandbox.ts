// `npx tsx bench/sandbox.ts`: how long the server's sandbox takes (docs/decisions/033-server-sandbox.md).
// - cold start: a new thread (worker + QuickJS + the judge script) up to its first answer;
// - one warm run: a typical exercise judged on a thread that is already up;
// - a publish check: every shipped lesson's checks (solution and starter of each exercise) and
//   goal pictures, as a publish runs them; and one whose first solution never ends.
// Runs under tsx, so the scripts are bundled here first (the production build has them ready).

import { loadCourses } from '../content/index.ts'
import { drawGoals } from '../src/features/lessons/lesson-goals.server.ts'
import { solutionProblems } from '../src/features/template-editor/solution-check.server.ts'
import { lessonEngine } from '../src/kernel/lesson-content/lesson-engine.ts'
import { createPythonSandboxPool } from '../src/server/sandbox/python-pool.ts'
import { pythonSandboxes, sandbox } from '../src/server/sandbox/sandbox.ts'
import { createSandboxPool } from '../src/server/sandbox/sandbox-pool.ts'
import { loadSandboxScripts } from '../src/server/sandbox/sandbox-scripts.ts'

const ms = (value: number) => `${Math.round(value)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const max = (values: number[]) => Math.max(...values)

const bundleStarted = performance.now()
const scripts = await loadSandboxScripts()
const bundleMs = performance.now() - bundleStarted

const exercise = {
  kind: 'verdict' as const,
  code: 'for (let i = 0; i < 4; i++) {\n  forward(100)\n  right(90)\n}',
  checks: [{ type: 'turtle-closed-shape' as const, sides: 4, fail: 'Draw a square.' }],
}

const cold: number[] = []
const warm: number[] = []
for (let round = 0; round < 5; round++) {
  const pool = createSandboxPool({ scripts: async () => scripts, size: 1 })
  let started = performance.now()
  await pool.run(exercise)
  cold.push(performance.now() - started)
  for (let i = 0; i < 10; i++) {
    started = performance.now()
    const result = await pool.run(exercise)
    warm.push(performance.now() - started)
    if (result.status !== 'done') throw new Error(`Unexpected ${result.status}`)
  }
  await pool.close()
}

await sandbox().run({ kind: 'goal', code: '' })
const publish: { slug: string; ms: number; runs: number; engine: string }[] = []
for (const lesson of loadCourses().lessons) {
  const code = lesson.steps.filter((step) => step.kind === 'code')
  const started = performance.now()
  const problems = await solutionProblems(lesson)
  await drawGoals(lesson)
  if (problems.length > 0) throw new Error(`${lesson.slug}: ${problems[0]!.message}`)
  const runs = code.length * 2 + code.filter((step) => step.showGoal).length
  publish.push({ slug: lesson.slug, ms: performance.now() - started, runs, engine: lessonEngine(lesson) })
}
const stuckLesson = structuredClone(loadCourses().lessons[0]!)
const firstCode = stuckLesson.steps.find((step) => step.kind === 'code')!
if (firstCode.kind === 'code') firstCode.solution = 'while (true) {}'
const stuckStarted = performance.now()
const stuckProblems = await solutionProblems(stuckLesson)
const stuckMs = performance.now() - stuckStarted
await sandbox().close()

// A Python publish check takes a sandbox process of its own (Pyodide, about 2 s to start). The
// pool starts the next one when a check ends (decision 168): the same check with no process
// started ahead (cold), and with the one started ahead ready (warm).
const pythonLesson = loadCourses().lessons.find((lesson) => lessonEngine(lesson) === 'python')!
const poolKey = Symbol.for('codeschool.pythonSandboxes')
const poolHolder = globalThis as Record<symbol, unknown>
const pythonRounds = async (prestart: boolean) => {
  poolHolder[poolKey] = createPythonSandboxPool({ prestart })
  const times: number[] = []
  for (let round = 0; round < 3; round++) {
    while (prestart && round > 0 && pythonSandboxes().stats().spareReady === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const started = performance.now()
    const problems = await solutionProblems(pythonLesson)
    if (problems.length > 0) throw new Error(`${pythonLesson.slug}: ${problems[0]!.message}`)
    if (!prestart || round > 0) times.push(performance.now() - started)
  }
  pythonSandboxes().close()
  return times
}
const pythonCold = await pythonRounds(false)
const pythonWarm = await pythonRounds(true)
poolHolder[poolKey] = undefined

// Python lessons start a sandbox process of their own for each publish (Pyodide, about 2 s).
const pythonStuck = structuredClone(
  loadCourses().lessons.find((lesson) => lessonEngine(lesson) === 'python')!,
)
const pythonFirst = pythonStuck.steps.find((step) => step.kind === 'code')!
if (pythonFirst.kind === 'code') pythonFirst.solution = 'while True:\n    pass\n'
const pythonStuckStarted = performance.now()
const pythonStuckProblems = await solutionProblems(pythonStuck)
const pythonStuckMs = performance.now() - pythonStuckStarted
pythonSandboxes().close()
console.log(`Scripts bundled (tsx only; a build does this once): ${ms(bundleMs)}`)
console.log(
  `Cold start to first answer: median ${ms(median(cold))}, max ${ms(max(cold))} (${cold.length} threads)`,
)
console.log(
  `Warm run of one exercise: median ${ms(median(warm))}, max ${ms(max(warm))} (${warm.length} runs)`,
)
console.log(
  `Publish check with \`while (true) {}\` in a solution: ${ms(stuckMs)} (${stuckProblems[0]?.message})`,
)
console.log(
  `Publish check with \`while True: pass\` in a Python solution: ${ms(pythonStuckMs)} (${pythonStuckProblems[0]?.message})`,
)
console.log(
  `Publish check of ${pythonLesson.slug}: median ${ms(median(pythonCold))} starting its Python process, ${ms(median(pythonWarm))} with the one started ahead`,
)
for (const engine of ['javascript', 'python']) {
  const lessons = publish.filter((entry) => entry.engine === engine)
  const slowest = lessons.reduce((a, b) => (b.ms > a.ms ? b : a))
  console.log(
    `Publish check of a shipped ${engine} lesson: median ${ms(median(lessons.map((entry) => entry.ms)))}, max ${ms(slowest.ms)} (${slowest.slug}, ${slowest.runs} runs), ${lessons.length} lessons`,
  )
}
