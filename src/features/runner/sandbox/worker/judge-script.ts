/**
 * The judge script: bundled by worker-source-plugin.ts into one script that the server evaluates
 * inside QuickJS (src/server/sandbox), never in Node's own realm. It is the browser's engine and
 * checks (runProgram + evaluateChecks), so a verdict on the server is the verdict the child's
 * browser gives. Its only way in and out is one global function taking and returning JSON text.
 */

import { GOAL_MAX_EVENTS, type JudgeAnswer, type JudgeRequest } from '@/kernel/runner-protocol/judge-protocol'
import { evaluateChecks, probesFor } from '../../checks/evaluate-checks'
import { DEFAULT_MAX_EVENTS } from '../../runtime/limits'
import { runProgram } from '../../runtime/run-program'
import { turtleCommands } from '../../runtime/turtle-geometry'

function answer(request: JudgeRequest): JudgeAnswer {
  if (request.kind === 'goal') {
    const outcome = runProgram(request.code, { maxEvents: GOAL_MAX_EVENTS })
    return { kind: 'goal', commands: turtleCommands(outcome.events), error: outcome.error?.message ?? null }
  }
  const { code, checks } = request
  const outcome = runProgram(code, { probes: probesFor(checks), maxEvents: DEFAULT_MAX_EVENTS })
  const report = evaluateChecks(checks, { code, outcome })
  return {
    kind: 'verdict',
    allPassed: report.allPassed,
    error: outcome.error?.message ?? null,
    failed: report.results.filter((result) => !result.passed).map((result) => result.message),
  }
}

;(globalThis as { codeschoolJudge?: (request: string) => string }).codeschoolJudge = (request) =>
  JSON.stringify(answer(JSON.parse(request) as JudgeRequest))
