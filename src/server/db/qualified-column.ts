import { type Column, getTableName, type SQL, sql } from 'drizzle-orm'

/**
 * "table"."column", always. Drizzle leaves the table name off columns inside a select field of a
 * one-table query, so a correlated subquery there would bind `"id"` to the wrong table.
 */
export function qualified(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`)
}
