import { z } from 'zod'
import { STUDENT_PASSWORD_MAX, STUDENT_PASSWORD_MIN } from '@/lib/students/student-password'
import { USERNAME_PATTERN } from '@/lib/students/usernames'
import { m } from '@/paraglide/messages'
import { studentSorts } from './student-sorts'

/** PRODUCT.md §8: a class holds at most 200 students. */
export const MAX_CLASS_SIZE = 200

/** The classes whose students' login cards are printed. */
export const loginCardsSchema = z.object({ classIds: z.array(z.uuid()).min(1).max(100) })

/** Names: 1–60 characters (PRODUCT.md §8) of letters, spaces, hyphens, apostrophes and dots. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u

/** The words of a name's rules, for the first or the last name, in the page's language. */
const nameWords = {
  'first name': {
    empty: m.students_error_first_name_empty,
    long: m.students_error_first_name_long,
    letters: m.students_error_first_name_letters,
  },
  'last name': {
    empty: m.students_error_last_name_empty,
    long: m.students_error_last_name_long,
    letters: m.students_error_last_name_letters,
  },
} as const

export const personName = (what: keyof typeof nameWords) =>
  z
    .string()
    .trim()
    .min(1, { error: () => nameWords[what].empty() })
    .max(60, { error: () => nameWords[what].long() })
    .regex(NAME_PATTERN, { error: () => nameWords[what].letters() })

/**
 * A student's profile name is "first last" and the profiles table holds at most 60 characters of
 * it (check profiles_name_length), so each name fitting alone is not enough.
 */
export const FULL_NAME_MAX = 60

export const fullNameFits = (firstName: string, lastName: string) =>
  Array.from(`${firstName.trim()} ${lastName.trim()}`).length <= FULL_NAME_MAX

/** The refinement for a schema with firstName and lastName: the error sits at the last name. */
export const fullNameLimit: [
  (names: { firstName: string; lastName: string }) => boolean,
  { error: () => string; path: string[] },
] = [
  (names) => fullNameFits(names.firstName, names.lastName),
  { error: () => m.students_error_full_name_long({ max: FULL_NAME_MAX }), path: ['lastName'] },
]

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, { error: () => m.students_error_username() })

export const studentPasswordSchema = z
  .string()
  .min(STUDENT_PASSWORD_MIN, { error: () => m.students_error_password_short({ min: STUDENT_PASSWORD_MIN }) })
  .max(STUDENT_PASSWORD_MAX, { error: () => m.students_error_password_long({ max: STUDENT_PASSWORD_MAX }) })

const gradeSchema = z.number().int().min(-1).max(12).nullable()

/** The students list's URL search (also the server function's input). */
export const studentsSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(studentSorts).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  classId: z.uuid().optional(),
  page: z.number().int().min(1).max(10_000).optional(),
})
export type StudentsSearch = z.infer<typeof studentsSearchSchema>

export const STUDENTS_PAGE_SIZE = 50

export const studentFormSchema = z
  .object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    /** Empty: made from the names. */
    username: z.union([usernameSchema, z.literal('')]),
    grade: gradeSchema,
    classIds: z.array(z.uuid()).max(50),
  })
  .refine(...fullNameLimit)
export type StudentFormValues = z.infer<typeof studentFormSchema>

export const createStudentSchema = studentFormSchema.extend({
  /** Empty: a password is made up and shown once. */
  password: z.union([studentPasswordSchema, z.literal('')]),
})
export type CreateStudentValues = z.infer<typeof createStudentSchema>

export const studentIdSchema = z.object({ studentId: z.uuid() })

/** A quick-join child becomes a student account with these names. */
export const convertStudentSchema = z
  .object({
    firstName: personName('first name'),
    /** Optional: a quick-joined "Leo" can stay Leo. */
    lastName: z.union([personName('last name'), z.literal('')]).optional(),
  })
  .refine((names) => fullNameFits(names.firstName, names.lastName ?? ''), {
    error: () => m.students_error_full_name_long({ max: FULL_NAME_MAX }),
    path: ['lastName'],
  })
export type ConvertStudentValues = z.infer<typeof convertStudentSchema>
export const updateStudentSchema = studentFormSchema.extend({ studentId: z.uuid() })
export const resetSecretSchema = z.object({
  studentId: z.uuid(),
  what: z.enum(['password', 'picture', 'words']),
})
