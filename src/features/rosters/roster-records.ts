import { createHash } from 'node:crypto'

/**
 * A roster as every source gives it to the apply step (decision 176): students, teachers, classes
 * and enrollments, each by its sourcedId, with only the fields this product keeps. Passwords,
 * guardians and demographics never get this far.
 */
type RosterKind = 'student' | 'teacher' | 'class' | 'enrollment'

export interface RosterRecord {
  kind: RosterKind
  sourcedId: string
  /** tobedeleted: a delta's removal (or a disabled account). */
  status: 'active' | 'tobedeleted'
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  username?: string | null
  grade?: number | null
  title?: string | null
  classSourcedId?: string | null
  userSourcedId?: string | null
  role?: 'student' | 'teacher' | null
}

/** How each kind of the roster changes the school: a whole list, only the rows given, or not at all. */
export type KindMode = 'bulk' | 'delta' | 'absent'

export interface RosterModes {
  users: KindMode
  classes: KindMode
  enrollments: KindMode
}

/** A problem with one row or one reference, named so that the school's IT person can find it. */
export interface RosterIssue {
  /** student, teacher, class, enrollment, or file for the roster as a whole. */
  kind: RosterKind | 'file'
  file?: string
  row?: number
  column?: string
  sourcedId?: string
  message: string
  /** Said in the reader's language (a stored refusal, decision 226); otherwise English. */
  translated?: true
}

/** What the school keeps of a record; equal fingerprints mean there is nothing to update. */
export function fingerprintOf(record: RosterRecord): string {
  const kept = [
    record.status,
    record.firstName ?? '',
    record.lastName ?? '',
    record.email ?? '',
    record.grade ?? '',
    record.title ?? '',
    record.classSourcedId ?? '',
    record.userSourcedId ?? '',
    record.role ?? '',
  ]
  return createHash('sha1').update(kept.join('\u0000')).digest('hex').slice(0, 20)
}

/**
 * A OneRoster grade (CEDS codes: PK, KG, 01–12 …) as this product's grade (-1 pre-K, 0
 * kindergarten, 1–12); null when there is none or it is not a school grade.
 */
export function gradeOfRoster(value: string | null | undefined): number | null {
  const first = (value ?? '').split(',')[0]?.trim().toUpperCase() ?? ''
  if (first === '') return null
  if (first === 'PK' || first === 'PR' || first === 'TK' || first === 'IT' || first === 'PS') return -1
  if (first === 'KG' || first === 'K') return 0
  if (/^\d{1,2}$/.test(first)) {
    const n = Number(first)
    return n >= 1 && n <= 12 ? n : null
  }
  return null
}

/** A name as a profile keeps it: trimmed and at most `max` characters. */
export function clip(value: string | null | undefined, max: number): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max).trim()
}
