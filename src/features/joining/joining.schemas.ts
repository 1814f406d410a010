import { z } from 'zod'
import {
  fullNameLimit,
  personName,
  studentPasswordSchema,
  usernameSchema,
} from '@/features/students/students.schemas'
import { isValidJoinCode, normalizeJoinCode } from '@/lib/join-code-alphabet'
import { m } from '@/paraglide/messages'
import { CLASSMATE_KEY } from './join-roster'

/** A class code as a child types it: spaces, dashes and lower case are forgiven. */
export const joinCodeInput = z
  .string()
  .max(20)
  .transform(normalizeJoinCode)
  .refine(isValidJoinCode, { error: () => m.join_error_code_shape() })

export const lookupClassSchema = z.object({
  code: joinCodeInput,
  /** The code came from a join link or QR code, looked up before the child tapped anything. */
  fromLink: z.boolean().optional(),
})

/** The child's key on the class's roster (join-roster.server.ts), not their profile id. */
const classmateKeyInput = z.string().regex(CLASSMATE_KEY, { error: () => m.join_error_tap_name_again() })

export const pictureSignInSchema = z.object({
  code: joinCodeInput,
  student: classmateKeyInput,
  /** In the order tapped: two, or one for a child who still has one picture (decision 162). */
  pictures: z.array(z.number().int().min(0).max(11)).min(1).max(2),
})

export const wordsSignInSchema = z.object({
  code: joinCodeInput,
  student: classmateKeyInput,
  words: z.string().max(60),
})

export const quickJoinSchema = z.object({
  code: joinCodeInput,
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.join_error_type_name() })
    .max(60, { error: () => m.join_error_name_too_long() })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}\p{N} '’.-]*$/u, { error: () => m.join_error_name_letters() }),
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
