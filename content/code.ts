/** Program text for lessons, one argument per line (ends with a newline, like a saved file). */
export const js = (...lines: string[]): string => `${lines.join('\n')}\n`
