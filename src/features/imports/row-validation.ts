import { FULL_NAME_TOO_LONG, fullNameFits, NAME_PATTERN } from '@/features/students/students.schemas'
import { parseGrade } from '@/lib/grades'
import { STUDENT_PASSWORD_MAX, STUDENT_PASSWORD_MIN } from '@/lib/students/student-password'
import { USERNAME_PATTERN } from '@/lib/students/usernames'
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

const fieldWords: Record<IssueField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  username: 'username',
  className: 'class',
  grade: 'grade',
  password: 'password',
}

function checkName(field: 'firstName' | 'lastName', value: string, errors: RowIssue[]) {
  const words = fieldWords[field]
  if (value === '') {
    errors.push({ field, code: 'missing', message: `The ${words} is missing.` })
  } else if (Array.from(value).length > 60) {
    errors.push({ field, code: 'too_long', message: `The ${words} is longer than 60 characters.` })
  } else if (FORMULA_START.test(value)) {
    errors.push({
      field,
      code: 'formula',
      message: `The ${words} starts with "${value[0]}" like a spreadsheet formula. Type the name as plain text.`,
    })
  } else if (!NAME_PATTERN.test(value)) {
    const bad = Array.from(value).find((char) => !/[\p{L}\p{M} '’.-]/u.test(char)) ?? ''
    errors.push({
      field,
      code: 'bad_characters',
      message: `The ${words} has "${bad}" in it. Use letters, spaces, hyphens and apostrophes.`,
    })
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
      errors.push({ field: 'lastName', code: 'too_long', message: FULL_NAME_TOO_LONG })
    }

    const username = data.username.trim().toLowerCase()
    if (username !== '') {
      if (!USERNAME_PATTERN.test(username)) {
        errors.push({
          field: 'username',
          code: username.length > 32 ? 'too_long' : 'bad_username',
          message: 'Use 3–32 lower-case letters, digits, dots, dashes or underscores in the username.',
        })
      } else if (context.takenUsernames.has(username)) {
        errors.push({
          field: 'username',
          code: 'duplicate_in_school',
          message: `The username ${username} is already taken at your school. Change it, or leave it empty to make one up.`,
        })
      } else if (creating) {
        const first = firstRowOfUsername.get(username)
        if (first !== undefined) {
          errors.push({
            field: 'username',
            code: 'duplicate_in_file',
            message: `The username ${username} is also on row ${first}. Each student needs their own.`,
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
          message: 'Put the student in one of your classes.',
        })
      } else {
        warnings.push({
          field: 'className',
          code: 'no_class',
          message: 'No class: the student is added without one.',
        })
      }
    } else if (Array.from(className).length > 60) {
      errors.push({
        field: 'className',
        code: 'too_long',
        message: 'The class name is longer than 60 characters.',
      })
    } else {
      const key = classKey(className)
      const known = context.classes.get(key)
      if (!known && context.otherClasses.has(key)) {
        errors.push({
          field: 'className',
          code: 'not_your_class',
          message: `${className} is another teacher's class. Pick one of your classes, or ask an admin to import.`,
        })
      } else if (!known && !data.createClass) {
        errors.push({
          field: 'className',
          code: 'unknown_class',
          message: `There is no class called ${className}. Create it, or fix the name.`,
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
              message: `${className} would have more than ${context.maxClassSize} students. Put this student in another class.`,
            })
          }
        }
      }
    }

    if (data.grade.trim() !== '' && parseGrade(data.grade) === undefined) {
      errors.push({
        field: 'grade',
        code: 'bad_grade',
        message: `"${data.grade}" is not a grade. Use K, Pre-K or a number from 1 to 12.`,
      })
    }

    if (data.password !== '') {
      if (data.password.length < STUDENT_PASSWORD_MIN) {
        errors.push({
          field: 'password',
          code: 'password_too_short',
          message: `The password needs at least ${STUDENT_PASSWORD_MIN} characters, or leave it empty to make one up.`,
        })
      } else if (data.password.length > STUDENT_PASSWORD_MAX) {
        errors.push({
          field: 'password',
          code: 'too_long',
          message: `The password is longer than ${STUDENT_PASSWORD_MAX} characters.`,
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
            message: `Same name and class as row ${first}. Both will be added, told apart by their usernames.`,
          })
        } else {
          firstRowOfName.set(sameClassKey, row.rowNumber)
        }
      }
      const existing = context.existingNames.get(key)
      if (existing) {
        const where = existing.length > 0 ? ` (in ${existing.join(', ')})` : ''
        warnings.push({
          field: 'firstName',
          code: 'same_name_in_school',
          message: `There is already a student called ${fullName}${where}. Skip this row if it is the same child.`,
        })
      }
    }
  })
  return results
}
