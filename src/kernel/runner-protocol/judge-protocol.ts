/**
 * What the server's sandbox asks the judge script (`worker/judge-script.ts`, run inside QuickJS)
 * and what it answers. Plain JSON both ways: nothing but strings crosses into the sandbox.
 */
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { TurtleCommand } from './turtle-command'

/** The most turtle commands a goal picture keeps (a goal is a faint hint, not a second program). */
export const GOAL_MAX_EVENTS = 5000

export type JudgeRequest =
  /** Run `code` and judge it against `checks`, as the player does after a run. */
  | { kind: 'verdict'; code: string; checks: Check[] }
  /** Run `code` and keep its turtle commands: the goal picture of a `showGoal` step. */
  | { kind: 'goal'; code: string }

export type JudgeAnswer =
  | { kind: 'verdict'; allPassed: boolean; error: string | null; failed: string[] }
  | { kind: 'goal'; commands: TurtleCommand[]; error: string | null }
