import { expect } from 'vitest'

interface PgError {
  code?: string
  constraint?: string
  message?: string
}

/** The driver's error behind Drizzle's wrapper (DrizzleQueryError keeps it as cause). */
function driverError(error: unknown): PgError {
  let current: unknown = error
  while (current && typeof current === 'object') {
    if ('code' in current && typeof (current as PgError).code === 'string') return current as PgError
    current = (current as { cause?: unknown }).cause
  }
  return {}
}

export const pgErrorCodes = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
} as const

/** Expects the statement to fail with a PostgreSQL error code, and the named constraint if given. */
export async function expectDbError(
  statement: PromiseLike<unknown>,
  code: (typeof pgErrorCodes)[keyof typeof pgErrorCodes],
  constraint?: string,
): Promise<void> {
  let caught: unknown
  try {
    await statement
  } catch (error) {
    caught = error
  }
  expect(caught, 'the statement should have failed').toBeDefined()
  const pgError = driverError(caught)
  expect(pgError.code, String((caught as Error).message)).toBe(code)
  if (constraint) expect(pgError.constraint).toBe(constraint)
}
