import vm from 'node:vm'
import { evaluateChecks, probesFor } from '@/features/lessons/checks/evaluate-checks'
import type { CodeStep, LessonContent } from '@/features/lessons/lesson-content.schemas'
import { DEFAULT_MAX_EVENTS } from '@/features/runner/runtime/limits'
import { runProgram } from '@/features/runner/runtime/run-program'
import type { FieldError } from '@/server/errors'

/** How long one run of an author's program may take on the server before it counts as stuck. */
export const RUN_TIME_LIMIT_MS = 2000

export type Verdict = { allPassed: boolean; error: string | null; failed: string[] } | { timedOut: true }

/**
 * Runs `code` against the step's checks, as the content tests do (runProgram + evaluateChecks,
 * the event limit), inside a vm timeout: V8 stops the run after RUN_TIME_LIMIT_MS even when the
 * author wrote `while (true) {}` (docs/decisions/014-template-editor.md).
 */
export function judge(step: CodeStep, code: string, timeLimitMs = RUN_TIME_LIMIT_MS): Verdict {
  const run = () => {
    const outcome = runProgram(code, { probes: probesFor(step.checks), maxEvents: DEFAULT_MAX_EVENTS })
    const report = evaluateChecks(step.checks, { code, outcome })
    return {
      allPassed: report.allPassed,
      error: outcome.error?.message ?? null,
      failed: report.results.filter((r) => !r.passed).map((r) => r.message),
    }
  }
  try {
    return vm.runInNewContext('run()', { run }, { timeout: timeLimitMs }) as Verdict
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { timedOut: true }
    throw error
  }
}

/** Every code step: the solution passes all its checks, the starter does not. One error per problem. */
export function solutionProblems(content: LessonContent): FieldError[] {
  const problems: FieldError[] = []
  content.steps.forEach((step, index) => {
    if (step.kind !== 'code') return
    const solution = judge(step, step.solution)
    if ('timedOut' in solution) {
      problems.push({
        field: `steps.${index}.solution`,
        message: `The solution of "${step.title}" ran for more than ${RUN_TIME_LIMIT_MS / 1000} seconds. Does a loop never end?`,
      })
    } else if (!solution.allPassed) {
      const why = solution.error ?? solution.failed[0] ?? 'a check fails'
      problems.push({
        field: `steps.${index}.solution`,
        message: `The solution of "${step.title}" does not pass its own checks: ${why}`,
      })
    }
    const starter = judge(step, step.starter)
    if (!('timedOut' in starter) && starter.allPassed) {
      problems.push({
        field: `steps.${index}.starter`,
        message: `The starter code of "${step.title}" already passes every check: there is nothing left for the child to do.`,
      })
    }
  })
  return problems
}
