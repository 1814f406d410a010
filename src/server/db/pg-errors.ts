import { HttpError } from '@/server/errors'

/**
 * Postgres error codes through Drizzle's wrapper (DrizzleQueryError keeps the driver's error as
 * `cause`); node-postgres and PGlite both put the SQLSTATE in `code`, the constraint name in
 * `constraint`, and the table, column and key detail in `table`, `column` and `detail`.
 */
interface PgLikeError {
  code?: unknown
  constraint?: unknown
  table?: unknown
  column?: unknown
  detail?: unknown
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

/** The driver's error (the link of the chain with a five-character SQLSTATE), if any. */
function driverError(error: unknown): (PgLikeError & { code: string }) | undefined {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) {
      return link as PgLikeError & { code: string }
    }
  }
  return undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** `school_id` → `schoolId`: the field names of the forms and API bodies. */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** `first_name` → `first name`, `user_id` → `user`, for sentences. */
const words = (column: string) => column.replace(/_id$/, '').replace(/_/g, ' ')

/** The columns of a key detail, `Key (school_id, username)=(…) already exists.`, ids last. */
function keyColumns(detail: string): string[] {
  const match = /^Key \(([^)]+)\)=/.exec(detail)
  if (!match?.[1]) return []
  const columns = match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, ''))
  // The scoping ids (school_id) are not what the person typed; the other columns are.
  const typed = columns.filter((column) => column !== 'id' && !column.endsWith('_id'))
  return typed.length > 0 ? typed : columns
}

/**
 * The column a check constraint guards, from the naming rule of this schema
 * (`<table>_<column>_<rule>`, e.g. `profiles_name_length`), or '' when the name does not follow it.
 */
function checkedColumn(constraint: string, table: string): { column: string; rule: string } {
  const rest = table && constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1) : ''
  const match = /^([a-z0-9_]+?)_(length|format|range|positive|non_negative|known)$/.exec(rest)
  return match?.[1] && match[2] ? { column: match[1], rule: match[2] } : { column: '', rule: '' }
}

const checkSentence: Record<string, (what: string) => string> = {
  length: (what) => `The ${what} is empty or too long. Shorten it and try again.`,
  format: (what) => `The ${what} is not in the right form. Check it and try again.`,
  range: (what) => `The ${what} is out of range. Check it and try again.`,
  positive: (what) => `The ${what} must be 1 or more.`,
  non_negative: (what) => `The ${what} cannot be below zero.`,
  known: (what) => `That ${what} is not one we know. Choose another one.`,
}

const OUT_OF_RANGE = 'One of the numbers is too large. Check the form and try again.'
const NOT_VALID = 'One of the values is not valid. Check the form and try again.'

/**
 * A database refusal that the request's input caused, as the 400 a person can act on: a plain
 * sentence (never the SQL, the parameters or the constraint) and the field when the error names
 * it. Undefined for every other error: those are the server's fault (a 500).
 *
 * Integrity violations (class 23), data exceptions (class 22: a value too long for its column, an
 * invalid UUID or number, a number out of range, a NUL character) and program limits (54000, a
 * value too large for an index) are caused by what was sent. A schema that checks its input
 * never lets them through; this is the net under the schemas.
 */
export function databaseInputError(error: unknown): HttpError | undefined {
  const pg = driverError(error)
  if (!pg) return undefined
  const { code } = pg
  const table = text(pg.table)
  const constraint = text(pg.constraint)
  const detail = text(pg.detail)
  const one = (message: string, column = '') =>
    new HttpError(400, message, column ? [{ field: fieldName(column), message }] : [])

  switch (code) {
    case '23505': {
      const columns = keyColumns(detail)
      const what = columns.length > 0 ? columns.map(words).join(' and ') : 'value'
      return one(`That ${what} is already taken. Choose another one.`, columns[0])
    }
    case '23503': {
      if (/still referenced/.test(detail)) {
        return one('This is still in use elsewhere, so it cannot be removed. Remove what uses it first.')
      }
      const columns = keyColumns(detail)
      const what = columns.length > 0 ? columns.map(words).join(' and ') : 'item'
      return one(`The chosen ${what} no longer exists. Reload the page and try again.`, columns[0])
    }
    case '23502': {
      const column = text(pg.column)
      return one(column ? `Fill in the ${words(column)}.` : 'Fill in every required field.', column)
    }
    case '23514': {
      const { column, rule } = checkedColumn(constraint, table)
      const sentence = column && rule ? checkSentence[rule] : undefined
      return sentence ? one(sentence(words(column)), column) : one(NOT_VALID)
    }
    case '22001':
      return one('One of the values is too long. Shorten it and try again.')
    case '22003':
      return one(OUT_OF_RANGE)
    case '54000':
      return one('One of the values is far too long. Shorten it and try again.')
  }
  if (code.startsWith('22') || code.startsWith('23')) return one(NOT_VALID)
  return undefined
}
