import { unzipSync } from 'fflate'
import Papa from 'papaparse'
import type { KindMode, RosterIssue } from './roster-records'

/**
 * A OneRoster 1.2 CSV zip opened: the files this product reads, unpacked by name, and the
 * manifest that says of each whether it is bulk, delta or absent. Problems go on one list.
 */

/** At most this many problems are reported; the rest are counted. */
const MAX_ISSUES = 20
/** A file in the zip larger than this (unpacked) is refused before it is unpacked. */
const MAX_FILE_BYTES = 200 * 1024 * 1024

export const FILES = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'enrollments',
  'roles',
] as const
export type OneRosterFile = (typeof FILES)[number]

export class Malformed extends Error {}

export class IssueList {
  list: RosterIssue[] = []
  more = 0
  add(issue: RosterIssue) {
    if (this.list.length < MAX_ISSUES) this.list.push(issue)
    else this.more++
  }
}

/** Reads a zip's entries by name, case-insensitively, at any folder depth the exporter chose. */
export function unzipRoster(bytes: Uint8Array): Map<string, Uint8Array> | string {
  const wanted = new Set(['manifest', ...FILES].map((name) => `${name.toLowerCase()}.csv`))
  let tooLarge: string | null = null
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const base = file.name.split('/').pop()?.toLowerCase() ?? ''
        if (!wanted.has(base)) return false
        if (file.originalSize > MAX_FILE_BYTES) {
          tooLarge = base
          return false
        }
        return true
      },
    })
  } catch {
    return 'This is not a zip file we can open. Export the roster again as "OneRoster 1.2 CSV (zip)" and upload that file.'
  }
  if (tooLarge) return `${tooLarge} is larger than 200 MB unpacked, which is more than any school's roster.`
  const files = new Map<string, Uint8Array>()
  for (const [name, data] of Object.entries(entries)) {
    files.set(
      name
        .split('/')
        .pop()!
        .toLowerCase()
        .replace(/\.csv$/, ''),
      data,
    )
  }
  return files
}

export function decode(data: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(data)
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

export function readManifest(text: string, issues: IssueList): Map<string, string> {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true })
  const rows = parsed.data
  const header = (rows[0] ?? []).map((cell) => cell.trim())
  if (header[0] !== 'propertyName' || header[1] !== 'value') {
    issues.add({
      kind: 'file',
      file: 'manifest.csv',
      row: 1,
      message: 'The header must be "propertyName,value".',
    })
    throw new Malformed()
  }
  const properties = new Map<string, string>()
  for (const row of rows.slice(1)) properties.set((row[0] ?? '').trim(), (row[1] ?? '').trim())
  const version = properties.get('oneroster.version')
  if (version !== '1.2') {
    issues.add({
      kind: 'file',
      file: 'manifest.csv',
      column: 'oneroster.version',
      message: version
        ? `This is OneRoster ${version}; this import reads OneRoster 1.2. Ask for a 1.2 export.`
        : 'oneroster.version is missing; this import reads OneRoster 1.2.',
    })
    throw new Malformed()
  }
  return properties
}

export function modeOf(properties: Map<string, string>, file: OneRosterFile, issues: IssueList): KindMode {
  const value = (properties.get(`file.${file}`) ?? 'absent').toLowerCase()
  if (value === 'bulk' || value === 'delta' || value === 'absent') return value
  issues.add({
    kind: 'file',
    file: 'manifest.csv',
    column: `file.${file}`,
    message: `"${value}" is not bulk, delta or absent.`,
  })
  throw new Malformed()
}
