/**
 * Writes CSV that spreadsheets open safely: a cell starting with = + - @, a tab, a carriage return
 * or NUL gets a leading apostrophe so it is never run as a formula (CSV injection); cells with the
 * delimiter, quotes or line breaks are quoted. UTF-8 with a byte-order mark so Excel reads accents.
 */
const DANGEROUS_FIRST = new Set(['=', '+', '-', '@', '\t', '\r', '\u0000'])

export function escapeCsvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (DANGEROUS_FIRST.has(text.charAt(0))) text = `'${text}`
  if (/[",;\r\n]/.test(text) || /^\s|\s$/.test(text)) text = `"${text.replaceAll('"', '""')}"`
  return text
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
