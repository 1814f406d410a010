/**
 * The server's log: one JSON object per line on stdout (docs/operations.md). Plain TypeScript
 * without path aliases, so scripts/start.ts (run by Node directly) can use it too.
 *
 * Never log a token, a cookie, a password, a query string or a request body: callers pass only
 * the fields named here.
 */
type LogFields = Record<string, string | number | boolean | null | undefined | Record<string, number>>

export function logLine(
  event: string,
  fields: LogFields = {},
  level: 'info' | 'warn' | 'error' = 'info',
): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** An error as a log field: its name and message, never its stack (and nothing it holds). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500)
  return String(error).slice(0, 500)
}
