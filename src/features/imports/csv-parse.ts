import Papa from 'papaparse'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { fieldLabels, type ImportField, matchHeader } from './csv-columns'
import { MAX_IMPORT_ROWS } from './import-limits'

/** One student row as written in the file (cells trimmed), before any checking. */
export interface ImportRowData {
  firstName: string
  lastName: string
  username: string
  className: string
  grade: string
  password: string
  /** Set in the preview when the admin chose to create this row's unknown class. */
  createClass?: boolean
}

interface ParsedImport {
  /** 1-based row numbers as a spreadsheet shows them (the header is row 1). */
  rows: { rowNumber: number; data: ImportRowData }[]
  delimiter: ',' | ';' | '\t'
  columns: { header: string; field: ImportField | null }[]
  /** Things worth saying about the whole file (columns we ignore). */
  notes: string[]
}

export type ParseResult = { ok: true; value: ParsedImport } | { ok: false; message: string }

/** Comma, semicolon (Excel in many European locales) or tab: whichever splits the header most. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? ''
  const count = (delimiter: string) => {
    let inQuotes = false
    let n = 0
    for (const char of firstLine) {
      if (char === '"') inQuotes = !inQuotes
      else if (char === delimiter && !inQuotes) n++
    }
    return n
  }
  const candidates = [',', ';', '\t'] as const
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',')
}

function splitFullName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/)
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! }
}

export function parseStudentCsv(text: string): ParseResult {
  const delimiter = detectDelimiter(text)
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false })
  const table = parsed.data
  const headerIndex = table.findIndex((row) => row.some((cell) => cell.trim() !== ''))
  if (headerIndex === -1) return { ok: false, message: m.imports_file_empty() }
  const headers = table[headerIndex]!.map((cell) => cell.trim())
  const columns = headers.map((header) => ({ header, field: matchHeader(header) }))
  const index = (field: ImportField) => columns.findIndex((column) => column.field === field)

  const hasSplitNames = index('firstName') !== -1 && index('lastName') !== -1
  if (!hasSplitNames && index('fullName') === -1) {
    const found =
      headers
        .filter(Boolean)
        .map((h) => `"${h}"`)
        .join(', ') || m.imports_header_found_none()
    return { ok: false, message: m.imports_header_missing_names({ found }) }
  }

  const duplicates = columns.filter(
    (column, i) => column.field && columns.findIndex((other) => other.field === column.field) !== i,
  )
  if (duplicates.length > 0) {
    const field = duplicates[0]!.field!
    return { ok: false, message: m.imports_header_twice({ column: fieldLabels[field] }) }
  }

  const cell = (row: string[], field: ImportField) => {
    const i = index(field)
    return i === -1 ? '' : (row[i] ?? '').trim()
  }

  const rows: ParsedImport['rows'] = []
  for (let i = headerIndex + 1; i < table.length; i++) {
    const row = table[i]!
    if (row.every((value) => value.trim() === '')) continue
    let firstName = cell(row, 'firstName')
    let lastName = cell(row, 'lastName')
    if (!hasSplitNames) ({ firstName, lastName } = splitFullName(cell(row, 'fullName')))
    rows.push({
      rowNumber: i + 1,
      data: {
        firstName,
        lastName,
        username: cell(row, 'username'),
        className: cell(row, 'className'),
        grade: cell(row, 'grade'),
        password: cell(row, 'password'),
      },
    })
    if (rows.length > MAX_IMPORT_ROWS) {
      const total = table.slice(headerIndex + 1).filter((r) => r.some((value) => value.trim() !== '')).length
      return {
        ok: false,
        message: m.imports_header_too_many_rows({ total: count(total), max: count(MAX_IMPORT_ROWS) }),
      }
    }
  }
  if (rows.length === 0) {
    return { ok: false, message: m.imports_header_no_students() }
  }

  const notes: string[] = []
  const ignored = columns.filter((column) => !column.field && column.header)
  if (ignored.length > 0) {
    notes.push(m.imports_note_unused_columns({ columns: ignored.map((c) => `"${c.header}"`).join(', ') }))
  }
  if (!hasSplitNames) notes.push(m.imports_note_names_split())
  return { ok: true, value: { rows, delimiter, columns, notes } }
}
