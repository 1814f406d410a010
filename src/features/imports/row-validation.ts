import { FULL_NAME_MAX, fullNameFits, NAME_PATTERN } from '@/features/students/students.schemas'
import { parseGrade } from '@/lib/grades'
import type { Language } from '@/lib/i18n/locales'
import { STUDENT_PASSWORD_MAX, STUDENT_PASSWORD_MIN } from '@/lib/students/student-password'
import { USERNAME_PATTERN } from '@/lib/students/usernames'
import { m } from '@/paraglide/messages'
import type { ImportRowData } from './csv-parse'

/**
 * Checks every row of an import against the file and the school, and says what is wrong (errors:
 * the row cannot be imported until fixed or skipped) and what is worth a look (warnings). Pure:
 * the server loads the school's usernames, classes and names into the context.
 */
export type IssueField = 'firstName' | 'lastName' | 'username' | 'className' | 'grade' | 'password'

export interface RowIssue {
  field: IssueField
  code:
    | 'missing'
    | 'too_long'
    | 'bad_characters'
    | 'formula'
    | 'bad_username'
    | 'duplicate_in_file'
    | 'duplicate_in_school'
    | 'unknown_class'
    | 'not_your_class'
    | 'class_full'
    | 'no_class'
    | 'bad_grade'
    | 'password_too_short'
    | 'same_name_in_file'
    | 'same_name_in_school'
  message: string
  /** The message's key and values (decision 226); absent on rows stored before. */
  said?: { key: string; values: Record<string, string | number> }
}

export interface ImportClass {
  id: string
  name: string
  memberCount: number
}

export interface ValidationContext {
  /** Usernames in use at the school, lower case. */
  takenUsernames: ReadonlySet<string>
  /** Classes the importer may fill, by lower-cased name. */
  classes: ReadonlyMap<string, ImportClass>
  /** Lower-cased names of the school's other classes (a teacher's colleagues' classes). */
  otherClasses: ReadonlySet<string>
  /** Students the importer can see, lower-cased full name → the classes they are in. */
  existingNames: ReadonlyMap<string, string[]>
  /** Teachers: every student needs one of their classes, or they could not see them afterwards. */
  requireClass: boolean
  maxClassSize: number
}

export interface RowToCheck {
  rowNumber: number
  data: ImportRowData
  action: 'create' | 'skip'
}

export interface RowCheck {
  errors: RowIssue[]
  warnings: RowIssue[]
}

const FORMULA_START = /^[=+\-@]/

// The sentences of a row's problems, in the language of the request that checks the rows
// (decision 219); the import job's own checks run outside a request and stay English, with the
// key and values beside them so a failed import's reason is said in its reader's language (226).
const rowSentences = {
  imports_row_first_name_missing: m.imports_row_first_name_missing,
  imports_row_first_name_long: m.imports_row_first_name_long,
  imports_row_first_name_formula: m.imports_row_first_name_formula,
  imports_row_first_name_characters: m.imports_row_first_name_characters,
  imports_row_last_name_missing: m.imports_row_last_name_missing,
  imports_row_last_name_long: m.imports_row_last_name_long,
  imports_row_last_name_formula: m.imports_row_last_name_formula,
  imports_row_last_name_characters: m.imports_row_last_name_characters,
  students_error_full_name_long: m.students_error_full_name_long,
  imports_row_bad_username: m.imports_row_bad_username,
  imports_row_username_taken: m.imports_row_username_taken,
  imports_row_username_twice: m.imports_row_username_twice,
  imports_row_needs_class: m.imports_row_needs_class,
  imports_row_no_class: m.imports_row_no_class,
  imports_row_class_name_long: m.imports_row_class_name_long,
  imports_row_not_your_class: m.imports_row_not_your_class,
  imports_row_unknown_class: m.imports_row_unknown_class,
  imports_row_class_full: m.imports_row_class_full,
  imports_row_bad_grade: m.imports_row_bad_grade,
  imports_row_password_short: m.imports_row_password_short,
  imports_row_password_long: m.imports_row_password_long,
  imports_row_same_name_in_file: m.imports_row_same_name_in_file,
  imports_row_same_name_in_school_in: m.imports_row_same_name_in_school_in,
  imports_row_same_name_in_school: m.imports_row_same_name_in_school,
}
type RowSentenceKey = keyof typeof rowSentences
type RowSentenceValues = Record<string, string | number>
type SayRow = (values: RowSentenceValues, options?: { locale?: Language }) => string

function said(key: RowSentenceKey, values: RowSentenceValues = {}): Pick<RowIssue, 'message' | 'said'> {
  return { message: (rowSentences[key] as SayRow)(values), said: { key, values } }
}

/** A row problem said again from its key and values (a stored job reason), or undefined for a key not known. */
export function sayRowSentence(key: string, values: RowSentenceValues): string | undefined {
  return key in rowSentences ? (rowSentences[key as RowSentenceKey] as SayRow)(values) : undefined
}

const nameKeys = {
  firstName: {
    missing: 'imports_row_first_name_missing',
    long: 'imports_row_first_name_long',
    formula: 'imports_row_first_name_formula',
    characters: 'imports_row_first_name_characters',
  },
  lastName: {
    missing: 'imports_row_last_name_missing',
    long: 'imports_row_last_name_long',
    formula: 'imports_row_last_name_formula',
    characters: 'imports_row_last_name_characters',
  },
} as const

function checkName(field: 'firstName' | 'lastName', value: string, errors: RowIssue[]) {
  const keys = nameKeys[field]
  if (value === '') {
    errors.push({ field, code: 'missing', ...said(keys.missing) })
  } else if (Array.from(value).length > 60) {
    errors.push({ field, code: 'too_long', ...said(keys.long) })
  } else if (FORMULA_START.test(value)) {
    errors.push({ field, code: 'formula', ...said(keys.formula, { start: value[0] ?? '' }) })
  } else if (!NAME_PATTERN.test(value)) {
    const bad = Array.from(value).find((char) => !/[\p{L}\p{M} '’.-]/u.test(char)) ?? ''
    errors.push({ field, code: 'bad_characters', ...said(keys.characters, { bad }) })
  }
}

export const classKey = (name: string) => name.trim().toLocaleLowerCase()
const nameKey = (data: Pick<ImportRowData, 'firstName' | 'lastName'>) =>
  `${data.firstName.trim()} ${data.lastName.trim()}`.toLocaleLowerCase()

export function validateImportRows(rows: readonly RowToCheck[], context: ValidationContext): RowCheck[] {
  const results: RowCheck[] = rows.map(() => ({ errors: [], warnings: [] }))
  const firstRowOfUsername = new Map<string, number>()
  const firstRowOfName = new Map<string, number>()
  const classLoad = new Map<string, number>()

  rows.forEach((row, index) => {
    const { errors, warnings } = results[index]!
    const { data } = row
    const creating = row.action === 'create'

    checkName('firstName', data.firstName, errors)
    checkName('lastName', data.lastName, errors)
    if (errors.length === 0 && !fullNameFits(data.firstName, data.lastName)) {
      errors.push({
        field: 'lastName',
        code: 'too_long',
        ...said('students_error_full_name_long', { max: FULL_NAME_MAX }),
      })
    }

    const username = data.username.trim().toLowerCase()
    if (username !== '') {
      if (!USERNAME_PATTERN.test(username)) {
        errors.push({
          field: 'username',
          code: username.length > 32 ? 'too_long' : 'bad_username',
          ...said('imports_row_bad_username'),
        })
      } else if (context.takenUsernames.has(username)) {
        errors.push({
          field: 'username',
          code: 'duplicate_in_school',
          ...said('imports_row_username_taken', { username }),
        })
      } else if (creating) {
        const first = firstRowOfUsername.get(username)
        if (first !== undefined) {
          errors.push({
            field: 'username',
            code: 'duplicate_in_file',
            ...said('imports_row_username_twice', { username, first }),
          })
        } else {
          firstRowOfUsername.set(username, row.rowNumber)
        }
      }
    }

    const className = data.className.trim()
    if (className === '') {
      if (context.requireClass) {
        errors.push({
          field: 'className',
          code: 'no_class',
          ...said('imports_row_needs_class'),
        })
      } else {
        warnings.push({
          field: 'className',
          code: 'no_class',
          ...said('imports_row_no_class'),
        })
      }
    } else if (Array.from(className).length > 60) {
      errors.push({
        field: 'className',
        code: 'too_long',
        ...said('imports_row_class_name_long'),
      })
    } else {
      const key = classKey(className)
      const known = context.classes.get(key)
      if (!known && context.otherClasses.has(key)) {
        errors.push({
          field: 'className',
          code: 'not_your_class',
          ...said('imports_row_not_your_class', { className }),
        })
      } else if (!known && !data.createClass) {
        errors.push({
          field: 'className',
          code: 'unknown_class',
          ...said('imports_row_unknown_class', { className }),
        })
      } else {
        // A class to create is listed once above the rows, not as a warning on each of them.
        if (creating) {
          const load = (classLoad.get(key) ?? known?.memberCount ?? 0) + 1
          classLoad.set(key, load)
          if (load > context.maxClassSize) {
            errors.push({
              field: 'className',
              code: 'class_full',
              ...said('imports_row_class_full', { className, max: context.maxClassSize }),
            })
          }
        }
      }
    }

    if (data.grade.trim() !== '' && parseGrade(data.grade) === undefined) {
      errors.push({
        field: 'grade',
        code: 'bad_grade',
        ...said('imports_row_bad_grade', { grade: data.grade }),
      })
    }

    if (data.password !== '') {
      if (data.password.length < STUDENT_PASSWORD_MIN) {
        errors.push({
          field: 'password',
          code: 'password_too_short',
          ...said('imports_row_password_short', { min: STUDENT_PASSWORD_MIN }),
        })
      } else if (data.password.length > STUDENT_PASSWORD_MAX) {
        errors.push({
          field: 'password',
          code: 'too_long',
          ...said('imports_row_password_long', { max: STUDENT_PASSWORD_MAX }),
        })
      }
    }

    if (data.firstName !== '' && data.lastName !== '') {
      const key = nameKey(data)
      const fullName = `${data.firstName} ${data.lastName}`
      const sameClassKey = `${key}|${classKey(className)}`
      if (creating) {
        const first = firstRowOfName.get(sameClassKey)
        if (first !== undefined) {
          warnings.push({
            field: 'firstName',
            code: 'same_name_in_file',
            ...said('imports_row_same_name_in_file', { first }),
          })
        } else {
          firstRowOfName.set(sameClassKey, row.rowNumber)
        }
      }
      const existing = context.existingNames.get(key)
      if (existing) {
        warnings.push({
          field: 'firstName',
          code: 'same_name_in_school',
          ...(existing.length > 0
            ? said('imports_row_same_name_in_school_in', { fullName, classes: existing.join(', ') })
            : said('imports_row_same_name_in_school', { fullName })),
        })
      }
    }
  })
  return results
}
