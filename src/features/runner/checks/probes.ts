// The probes a run needs for its checks: what the player asks the worker for before any check is
// judged, apart from the judge (evaluate-checks.ts) and the parser it reads code with (decision 127).
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { FunctionProbe, ProbeResult } from '../runtime/run-program'
import { sameValue } from './values'

/** The probes a run needs so that these checks can judge functions and variables. */
export function probesFor(checks: readonly Check[]): FunctionProbe[] {
  const probes: FunctionProbe[] = []
  const add = (probe: FunctionProbe) => {
    if (!probes.some((p) => sameProbe(p, probe))) probes.push(probe)
  }
  for (const check of checks) {
    if (check.type === 'function-returns') add({ name: check.name, args: check.args })
    if (check.type === 'function-exists' || check.type === 'variable-equals') {
      add({ name: check.name, args: [], read: true })
    }
  }
  return probes
}

export function sameProbe(a: FunctionProbe | ProbeResult, b: FunctionProbe): boolean {
  return a.name === b.name && sameValue(a.args, b.args) && !!(a as FunctionProbe).read === !!b.read
}
