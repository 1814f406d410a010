/**
 * Characters a class join code is made of: upper-case letters and digits a child cannot mistake
 * for one another when copying from a board. Left out: 0 O Q (round shapes), 1 I L (strokes),
 * 2 Z, 5 S, 6 (reads as G or b) and 8 (reads as B — B stays, 8 goes). 24 characters, so
 * 24^6 ≈ 191 million codes. The database checks the same set (classes.join_code).
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPRTUVWXY3479'

export const JOIN_CODE_LENGTH = 6

export const JOIN_CODE_PATTERN = /^[ABCDEFGHJKMNPRTUVWXY3479]{6}$/

/** Upper-cases and drops spaces and dashes, so "ktw 4bx" and "KTW-4BX" both read as KTW4BX. */
export function normalizeJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '')
}

export function isValidJoinCode(code: string): boolean {
  return JOIN_CODE_PATTERN.test(code)
}
