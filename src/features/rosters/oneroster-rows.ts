import Papa from 'papaparse'
import { decode, type IssueList, Malformed, type OneRosterFile } from './oneroster-zip'
import type { KindMode, RosterIssue } from './roster-records'

/** Columns a file must have, and which of them may not be empty (beyond status and dateLastModified). */
const REQUIRED: Record<OneRosterFile, { columns: string[]; values: string[] }> = {
  orgs: { columns: ['name', 'type'], values: ['name', 'type'] },
  academicSessions: {
    columns: ['title', 'type', 'startDate', 'endDate', 'schoolYear'],
    values: ['title', 'type', 'startDate', 'endDate', 'schoolYear'],
  },
  courses: { columns: ['title', 'orgSourcedId'], values: ['title', 'orgSourcedId'] },
  classes: {
    columns: ['title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
    values: ['title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  },
  users: {
    columns: ['enabledUser', 'username', 'givenName', 'familyName'],
    values: ['enabledUser', 'username', 'givenName', 'familyName'],
  },
  enrollments: {
    columns: ['classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
    values: ['classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  },
  roles: {
    columns: ['userSourcedId', 'roleType', 'role', 'orgSourcedId'],
    values: ['userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  },
}

function kindOfFile(file: string): RosterIssue['kind'] {
  if (file === 'classes') return 'class'
  if (file === 'enrollments') return 'enrollment'
  if (file === 'users' || file === 'roles') return 'student'
  return 'file'
}

export interface Row {
  get(column: string): string
  number: number
}

/**
 * Reads one CSV file row by row: checks the header and the required values, then hands each row
 * to `onRow` (which may wait, e.g. for a batch to be written).
 */
export async function eachRow(
  file: OneRosterFile,
  data: Uint8Array,
  mode: KindMode,
  issues: IssueList,
  onRow: (row: Row) => Promise<void> | void,
): Promise<void> {
  const fileName = `${file}.csv`
  const spec = REQUIRED[file]
  const text = decode(data)
  let header: Map<string, number> | null = null
  let number = 0
  const seen = new Set<string>()
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        number++
        const cells = result.data
        if (!header) {
          header = new Map(cells.map((cell, index) => [cell.trim().toLowerCase(), index]))
          const missing = ['sourcedId', 'status', 'dateLastModified', ...spec.columns].filter(
            (column) => !header!.has(column.toLowerCase()),
          )
          for (const column of missing) {
            issues.add({
              kind: 'file',
              file: fileName,
              row: 1,
              column,
              message: `The column ${column} is missing.`,
            })
          }
          if (missing.length > 0) {
            parser.abort()
            reject(new Malformed())
          }
          return
        }
        const columns = header
        const row: Row = {
          number,
          get: (column) => {
            const index = columns.get(column.toLowerCase())
            return index === undefined ? '' : (cells[index] ?? '').trim()
          },
        }
        const before = issues.list.length + issues.more
        const kind = kindOfFile(file)
        const sourcedId = row.get('sourcedId')
        for (const column of ['sourcedId', ...spec.values]) {
          if (row.get(column) === '') {
            issues.add({ kind, file: fileName, row: number, column, message: `${column} is empty.` })
          }
        }
        const status = row.get('status')
        if (mode === 'delta' && status !== 'active' && status !== 'tobedeleted') {
          issues.add({
            kind,
            file: fileName,
            row: number,
            column: 'status',
            message: `A delta file's status must be active or tobedeleted, not "${status}".`,
          })
        } else if (mode === 'bulk' && status !== '' && status !== 'active' && status !== 'tobedeleted') {
          issues.add({
            kind,
            file: fileName,
            row: number,
            column: 'status',
            message: `"${status}" is not a status (active or tobedeleted).`,
          })
        }
        if (sourcedId !== '') {
          if (seen.has(sourcedId)) {
            issues.add({
              kind,
              file: fileName,
              row: number,
              column: 'sourcedId',
              sourcedId,
              message: `${sourcedId} appears twice in this file.`,
            })
          }
          seen.add(sourcedId)
        }
        if (issues.list.length + issues.more > before) return
        const waiting = onRow(row)
        if (waiting) {
          parser.pause()
          waiting.then(
            () => parser.resume(),
            (error) => {
              parser.abort()
              reject(error)
            },
          )
        }
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    })
  })
  if (!header) {
    issues.add({
      kind: 'file',
      file: fileName,
      row: 1,
      message: 'The file is empty; it needs at least its header row.',
    })
  }
}

export function statusOf(row: Row): 'active' | 'tobedeleted' {
  return row.get('status') === 'tobedeleted' ? 'tobedeleted' : 'active'
}
