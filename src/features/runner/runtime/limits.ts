/**
 * How many things (drawing steps and messages) one run may do. Enough for any picture a lesson
 * asks for; small enough that the page takes in a runaway drawing without a visible stutter.
 */
export const DEFAULT_MAX_EVENTS = 10_000
