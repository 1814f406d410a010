import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import { lessonEngine } from '@/kernel/lesson-content/lesson-engine'
import type { FieldError } from '@/server/errors'
import { lessonSandbox, type StoppedRun } from '@/server/sandbox/sandbox'
import { MEMORY_LIMIT_BYTES, RUN_TIME_LIMIT_MS } from '@/server/sandbox/sandbox-limits'

/** Why the sandbox stopped an author's program, in words an editor can act on. */
export function stoppedMessage(what: string, run: StoppedRun): string {
  switch (run.status) {
    case 'timeout':
      return `${what} ran for more than ${RUN_TIME_LIMIT_MS / 1000} seconds, so it was stopped. Does a loop never end?`
    case 'out-of-memory':
      return `${what} used more than ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory, so it was stopped. Does a loop keep adding to a list or a text?`
    case 'crashed':
      return `${what} could not be checked: ${run.message}`
  }
}

/**
 * Every code step: the solution passes all its checks, the starter does not. Each program runs in
 * the server's sandbox for its language (QuickJS in a worker thread, or Python's sandbox process,
 * with a time and a memory limit), judged by
 * the same engine and checks as the child's browser. One error per problem; a solution the
 * sandbox had to stop ends the check there, so a publish with an endless loop fails within about
 * RUN_TIME_LIMIT_MS.
 */
export async function solutionProblems(content: LessonContent): Promise<FieldError[]> {
  if (!content.steps.some((step) => step.kind === 'code')) return []
  const sandbox = await lessonSandbox(lessonEngine(content))
  try {
    return await problemsIn(content, sandbox.judge)
  } finally {
    sandbox.close()
  }
}

async function problemsIn(
  content: LessonContent,
  judgeInSandbox: Awaited<ReturnType<typeof lessonSandbox>>['judge'],
): Promise<FieldError[]> {
  const problems: FieldError[] = []
  for (const [index, step] of content.steps.entries()) {
    if (step.kind !== 'code') continue
    const solution = await judgeInSandbox(step.solution, step.checks)
    if (solution.status !== 'done') {
      problems.push({
        field: `steps.${index}.solution`,
        message: stoppedMessage(`The solution of "${step.title}"`, solution),
      })
      break
    }
    if (!solution.verdict.allPassed) {
      const why = solution.verdict.error ?? solution.verdict.failed[0] ?? 'a check fails'
      problems.push({
        field: `steps.${index}.solution`,
        message: `The solution of "${step.title}" does not pass its own checks: ${why}`,
      })
    }
    // A starter that never finishes does not pass either: that is not a problem.
    const starter = await judgeInSandbox(step.starter, step.checks)
    if (starter.status === 'done' && starter.verdict.allPassed) {
      problems.push({
        field: `steps.${index}.starter`,
        message: `The starter code of "${step.title}" already passes every check: there is nothing left for the child to do.`,
      })
    }
  }
  return problems
}
