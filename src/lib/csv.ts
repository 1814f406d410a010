/**
 * The one CSV writer, for every download and the import template: RFC 4180, CRLF, UTF-8 with a
 * BOM so Excel reads accents. A text cell starting with = + - @, a tab, a carriage return or NUL
 * is prefixed with an apostrophe so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection); numbers stay numbers (-1 is not a formula). Cells with a comma, a
 * semicolon (the delimiter of spreadsheets in many countries), quotes, line breaks or edge
 * spaces are quoted.
 */
export type CsvCell = string | number | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r\0]/

export function csvCell(value: CsvCell): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (value instanceof Date) text = value.toISOString()
  else text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  if (/[",;\r\n]/.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`
  return text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
