import { unzipSync } from 'fflate'
import Papa from 'papaparse'
import {
  clip,
  gradeOfRoster,
  type KindMode,
  type RosterIssue,
  type RosterModes,
  type RosterRecord,
} from './roster-records'

/**
 * The OneRoster 1.2 CSV bulk zip (docs/integrations.md): manifest.csv names, for each file, bulk,
 * delta or absent; orgs, academicSessions, courses, classes, users, enrollments (and roles.csv,
 * where 1.2 keeps a user's role) follow. Each file is read row by row and handed on in batches;
 * only the columns this product keeps are read. demographics.csv is never opened, the password
 * column is never read, and guardians, parents and relatives are left out before anything is kept.
 */

/** At most this many problems are reported; the rest are counted. */
const MAX_ISSUES = 20
/** A file in the zip larger than this (unpacked) is refused before it is unpacked. */
const MAX_FILE_BYTES = 200 * 1024 * 1024
const BATCH = 1000

const FILES = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments', 'roles'] as const
type OneRosterFile = (typeof FILES)[number]

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

const USER_ROLES = new Set([
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
  // OneRoster 1.1 names, still written by some systems
  'administrator',
])
const ENROLLMENT_ROLES = new Set(['administrator', 'proctor', 'student', 'teacher', 'aide'])
const FAMILY_ROLES = new Set(['guardian', 'parent', 'relative'])

interface OneRosterRead {
  modes: RosterModes
  /** The schools (orgs of type school) the file names: the preview shows them. */
  schools: string[]
  /** People the file holds that are not kept: guardians and parents, other staff. */
  notKept: { family: number; otherStaff: number; unknownRole: number }
}

export type OneRosterResult =
  | { ok: true; value: OneRosterRead }
  | { ok: false; issues: RosterIssue[]; more: number }

class Malformed extends Error {}

class IssueList {
  list: RosterIssue[] = []
  more = 0
  add(issue: RosterIssue) {
    if (this.list.length < MAX_ISSUES) this.list.push(issue)
    else this.more++
  }
}

function kindOfFile(file: string): RosterIssue['kind'] {
  if (file === 'classes') return 'class'
  if (file === 'enrollments') return 'enrollment'
  if (file === 'users' || file === 'roles') return 'student'
  return 'file'
}

/** Reads a zip's entries by name, case-insensitively, at any folder depth the exporter chose. */
function unzipRoster(bytes: Uint8Array): Map<string, Uint8Array> | string {
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

function decode(data: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(data)
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

function readManifest(text: string, issues: IssueList): Map<string, string> {
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

function modeOf(properties: Map<string, string>, file: OneRosterFile, issues: IssueList): KindMode {
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

interface Row {
  get(column: string): string
  number: number
}

/**
 * Reads one CSV file row by row: checks the header and the required values, then hands each row
 * to `onRow` (which may wait, e.g. for a batch to be written).
 */
async function eachRow(
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

function statusOf(row: Row): 'active' | 'tobedeleted' {
  return row.get('status') === 'tobedeleted' ? 'tobedeleted' : 'active'
}

/**
 * Reads a OneRoster 1.2 CSV zip and hands its students, teachers, classes and enrollments to
 * `sink` in batches. On any problem the result names each one (file, row, column) and the caller
 * keeps nothing of what was handed on.
 */
export async function readOneRosterZip(
  bytes: Uint8Array,
  sink: (batch: RosterRecord[]) => Promise<void>,
): Promise<OneRosterResult> {
  const issues = new IssueList()
  const files = unzipRoster(bytes)
  if (typeof files === 'string') return { ok: false, issues: [{ kind: 'file', message: files }], more: 0 }
  let batch: RosterRecord[] = []
  const push = (record: RosterRecord): Promise<void> | undefined => {
    batch.push(record)
    if (batch.length < BATCH) return undefined
    const full = batch
    batch = []
    return sink(full)
  }
  try {
    const manifest = files.get('manifest')
    if (!manifest) {
      issues.add({
        kind: 'file',
        file: 'manifest.csv',
        message:
          'The zip has no manifest.csv, so it is not a OneRoster 1.2 export. Export the roster again as "OneRoster 1.2 CSV".',
      })
      throw new Malformed()
    }
    const properties = readManifest(decode(manifest), issues)
    const modes = Object.fromEntries(FILES.map((file) => [file, modeOf(properties, file, issues)])) as Record<
      OneRosterFile,
      KindMode
    >
    for (const file of FILES) {
      if (modes[file] !== 'absent' && !files.has(file.toLowerCase())) {
        issues.add({
          kind: 'file',
          file: 'manifest.csv',
          column: `file.${file}`,
          message: `The manifest says ${file}.csv is ${modes[file]}, but the zip has no ${file}.csv.`,
        })
      }
    }
    if (modes.users === 'absent' && modes.classes === 'absent' && modes.enrollments === 'absent') {
      issues.add({
        kind: 'file',
        file: 'manifest.csv',
        message: 'The manifest marks users, classes and enrollments absent: there is nothing to import.',
      })
    }
    if (issues.list.length > 0) throw new Malformed()
    // Each file's bytes are let go once it is read: only one unpacked file at a time stays.
    const data = (file: OneRosterFile) => {
      const bytes = files.get(file.toLowerCase())!
      files.delete(file.toLowerCase())
      return bytes
    }

    const schools: string[] = []
    if (modes.orgs !== 'absent') {
      await eachRow('orgs', data('orgs'), modes.orgs, issues, (row) => {
        if (row.get('type') === 'school' && statusOf(row) === 'active')
          schools.push(clip(row.get('name'), 120))
      })
    }
    for (const file of ['academicSessions', 'courses'] as const) {
      if (modes[file] !== 'absent') await eachRow(file, data(file), modes[file], issues, () => undefined)
    }

    // Who is who: roles.csv (1.2), else the users file's own role column (1.1), else enrollments.
    const roles = new Map<string, Set<string>>()
    const noteRole = (user: string, role: string) => {
      const set = roles.get(user) ?? new Set<string>()
      set.add(role)
      roles.set(user, set)
    }
    if (modes.roles !== 'absent') {
      await eachRow('roles', data('roles'), modes.roles, issues, (row) => {
        const role = row.get('role')
        if (!USER_ROLES.has(role)) {
          issues.add({
            kind: 'student',
            file: 'roles.csv',
            row: row.number,
            column: 'role',
            message: `"${role}" is not a OneRoster role.`,
          })
          return
        }
        // A removed user's role still says whether a student or a teacher goes.
        noteRole(row.get('userSourcedId'), role)
      })
    }
    if (modes.enrollments !== 'absent') {
      await eachRow('enrollments', data('enrollments'), modes.enrollments, issues, (row) => {
        const role = row.get('role')
        if (!ENROLLMENT_ROLES.has(role)) {
          issues.add({
            kind: 'enrollment',
            file: 'enrollments.csv',
            row: row.number,
            column: 'role',
            message: `"${role}" is not an enrollment role (student, teacher, administrator, proctor).`,
          })
          return
        }
        if (modes.roles === 'absent') noteRole(row.get('userSourcedId'), role)
        if (role !== 'student' && role !== 'teacher') return undefined
        return push({
          kind: 'enrollment',
          sourcedId: row.get('sourcedId'),
          status: statusOf(row),
          classSourcedId: row.get('classSourcedId'),
          userSourcedId: row.get('userSourcedId'),
          role,
        })
      })
    }
    if (modes.classes !== 'absent') {
      await eachRow('classes', data('classes'), modes.classes, issues, (row) => {
        const type = row.get('classType')
        if (type !== 'homeroom' && type !== 'scheduled') {
          issues.add({
            kind: 'class',
            file: 'classes.csv',
            row: row.number,
            column: 'classType',
            message: `"${type}" is not a class type (homeroom or scheduled).`,
          })
          return
        }
        return push({
          kind: 'class',
          sourcedId: row.get('sourcedId'),
          status: statusOf(row),
          title: clip(row.get('title'), 60),
          grade: gradeOfRoster(row.get('grades')),
        })
      })
    }
    const notKept = { family: 0, otherStaff: 0, unknownRole: 0 }
    if (modes.users !== 'absent') {
      await eachRow('users', data('users'), modes.users, issues, (row) => {
        const enabled = row.get('enabledUser').toLowerCase()
        if (enabled !== 'true' && enabled !== 'false') {
          issues.add({
            kind: 'student',
            file: 'users.csv',
            row: row.number,
            column: 'enabledUser',
            message: `enabledUser must be true or false, not "${row.get('enabledUser')}".`,
          })
          return
        }
        const sourcedId = row.get('sourcedId')
        const legacyRole = row.get('role')
        const userRoles = roles.get(sourcedId) ?? (legacyRole ? new Set([legacyRole]) : new Set<string>())
        let kind: 'student' | 'teacher' | null = null
        if (userRoles.has('student')) kind = 'student'
        else if (userRoles.has('teacher') || userRoles.has('aide')) kind = 'teacher'
        if (!kind) {
          if ([...userRoles].some((role) => FAMILY_ROLES.has(role))) notKept.family++
          else if (userRoles.size > 0) notKept.otherStaff++
          else notKept.unknownRole++
          return undefined
        }
        const email = row.get('email').toLowerCase()
        return push({
          kind,
          sourcedId,
          status: enabled === 'false' ? 'tobedeleted' : statusOf(row),
          firstName: clip(row.get('preferredGivenName') || row.get('givenName'), 40),
          lastName: clip(row.get('preferredFamilyName') || row.get('familyName'), 40),
          email: /^[^@\s]+@[^@\s]+$/.test(email) ? email : null,
          username: row.get('username').toLowerCase(),
          grade: kind === 'student' ? gradeOfRoster(row.get('grades')) : null,
        })
      })
    }
    if (issues.list.length > 0) throw new Malformed()
    if (batch.length > 0) await sink(batch)
    batch = []
    return {
      ok: true,
      value: {
        modes: { users: modes.users, classes: modes.classes, enrollments: modes.enrollments },
        schools,
        notKept,
      },
    }
  } catch (error) {
    if (!(error instanceof Malformed)) throw error
    return { ok: false, issues: issues.list, more: issues.more }
  }
}
