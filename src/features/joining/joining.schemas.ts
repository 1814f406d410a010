import { z } from 'zod'
import {
  fullNameLimit,
  personName,
  studentPasswordSchema,
  usernameSchema,
} from '@/features/students/students.schemas'
import { isValidJoinCode, normalizeJoinCode } from '@/lib/join-code-alphabet'

/** A class code as a child types it: spaces, dashes and lower case are forgiven. */
export const joinCodeInput = z
  .string()
  .max(20)
  .transform(normalizeJoinCode)
  .refine(isValidJoinCode, 'A class code has 6 letters and numbers, like KTW4BX.')

export const lookupClassSchema = z.object({ code: joinCodeInput })

export const pictureSignInSchema = z.object({
  code: joinCodeInput,
  studentId: z.uuid(),
  picture: z.number().int().min(0).max(11),
})

export const wordsSignInSchema = z.object({
  code: joinCodeInput,
  studentId: z.uuid(),
  words: z.string().max(60),
})

export const quickJoinSchema = z.object({
  code: joinCodeInput,
  name: z
    .string()
    .trim()
    .min(1, 'Type your name.')
    .max(60, 'That name is too long.')
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}\p{N} '’.-]*$/u, 'Use letters in your name.'),
})

export const registerStudentSchema = z
  .object({
    code: joinCodeInput,
    firstName: personName('first name'),
    lastName: personName('last name'),
    username: usernameSchema,
    password: studentPasswordSchema,
  })
  .refine(...fullNameLimit)
export type RegisterStudentValues = z.input<typeof registerStudentSchema>

export const profileSetupSchema = z.object({
  schoolSubdomain: z.string().min(3).max(40),
  grade: z.number().int().min(-1).max(12),
})
