import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import { lessonEngine } from '@/kernel/lesson-content/lesson-engine'
import { m } from '@/paraglide/messages'
import type { FieldError } from '@/server/errors'
import { lessonSandbox, type StoppedRun } from '@/server/sandbox/sandbox'
import { MEMORY_LIMIT_BYTES, RUN_TIME_LIMIT_MS } from '@/server/sandbox/sandbox-limits'

/**
 * Why the sandbox stopped an author's program (a step's solution, or the one that draws its goal
 * picture), in words an editor can act on: one whole sentence per case (decision 219).
 */
export function stoppedMessage(program: 'solution' | 'goal', title: string, run: StoppedRun): string {
  const seconds = RUN_TIME_LIMIT_MS / 1000
  const megabytes = MEMORY_LIMIT_BYTES / 1024 / 1024
  switch (run.status) {
    case 'timeout':
      return program === 'solution'
        ? m.template_editor_error_solution_timeout({ title, seconds })
        : m.template_editor_error_goal_timeout({ title, seconds })
    case 'out-of-memory':
      return program === 'solution'
        ? m.template_editor_error_solution_memory({ title, megabytes })
        : m.template_editor_error_goal_memory({ title, megabytes })
    case 'crashed':
      return program === 'solution'
        ? m.template_editor_error_solution_crashed({ title, reason: run.message })
        : m.template_editor_error_goal_crashed({ title, reason: run.message })
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
        message: stoppedMessage('solution', step.title, solution),
      })
      break
    }
    if (!solution.verdict.allPassed) {
      const why =
        solution.verdict.error ?? solution.verdict.failed[0] ?? m.template_editor_error_a_check_fails()
      problems.push({
        field: `steps.${index}.solution`,
        message: m.template_editor_error_solution_fails({ title: step.title, why }),
      })
    }
    // A starter that never finishes does not pass either: that is not a problem.
    const starter = await judgeInSandbox(step.starter, step.checks)
    if (starter.status === 'done' && starter.verdict.allPassed) {
      problems.push({
        field: `steps.${index}.starter`,
        message: m.template_editor_error_starter_passes({ title: step.title }),
      })
    }
  }
  return problems
}
