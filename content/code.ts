/** Program text for lessons, one argument per line (ends with a newline, like a saved file). */
const program = (...lines: string[]): string => `${lines.join('\n')}\n`

/** A JavaScript program (blocks write JavaScript too). */
export const js = program
/** A Python program. */
export const py = program
