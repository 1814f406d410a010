/**
 * Postgres error codes through Drizzle's wrapper (DrizzleQueryError keeps the driver's error as
 * `cause`); node-postgres and PGlite both put the SQLSTATE in `code` and the constraint name in
 * `constraint`.
 */
interface PgLikeError {
  code?: unknown
  constraint?: unknown
  cause?: unknown
  message?: unknown
}

function* chain(error: unknown): Generator<PgLikeError> {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as PgLikeError
    current = (current as PgLikeError).cause
  }
}

/** True for a unique violation (23505), of this constraint or index when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const link of chain(error)) {
    if (link.code !== '23505') continue
    if (!constraint) return true
    if (link.constraint === constraint) return true
    if (typeof link.message === 'string' && link.message.includes(constraint)) return true
  }
  return false
}
