import { reportMessage } from './monitoring'

/**
 * SPEC §8's "logged only" cases: written to the console and to monitoring, never shown to the
 * visitor (profile sync failures, a selected profile that is not found, errors React recovered from).
 */
export function logOnly(what: string, cause?: unknown): void {
  console.warn(`[codeschool] ${what}`, cause ?? '')
  reportMessage(what, cause)
}
