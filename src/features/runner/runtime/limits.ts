import type { MistakeExplanation } from '@/kernel/runner-protocol/mistake-sentence'

/**
 * How many things (drawing steps and messages) one run may do. Enough for any picture a lesson
 * asks for; small enough that the page takes in a runaway drawing without a visible stutter.
 */
export const DEFAULT_MAX_EVENTS = 10_000

/** Why a run that did too many things was stopped (JavaScript and Python say it the same way). */
export function limitMessage(maxEvents: number): string {
  const count = String(maxEvents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `your program did more than ${count} things (drawing steps and messages), so it was stopped. Does a loop repeat too many times?`
}

/** The same, as a key and its value (decision 220). */
export function limitSaid(maxEvents: number): MistakeExplanation {
  return { key: 'too-many-things', count: maxEvents }
}
