import { eachRow, statusOf } from './oneroster-rows'
import {
  decode,
  FILES,
  IssueList,
  Malformed,
  modeOf,
  type OneRosterFile,
  readManifest,
  unzipRoster,
} from './oneroster-zip'
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

const BATCH = 1000

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
