import { z } from 'zod'
import { COMMON_PASSWORDS, isTrivialPassword } from './common-passwords'
import { adultLoginSchema, emailSchema, studentLoginSchema } from './login.schemas'

/**
 * The auth feature's shapes, shared by forms, server functions and the REST API (client-safe).
 */
export const MIN_PASSWORD_LENGTH = 10

/** An adult's new password (PRODUCT.md §8): 10 characters or more, not a common one. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Use at most 200 characters.')
  .refine(
    (password) => !COMMON_PASSWORDS.has(password.toLowerCase()) && !isTrivialPassword(password),
    'That password is too easy to guess. Try a short sentence you will remember.',
  )

/** `POST auth/login`: `{email, password}` (adults) or `{username, password}` (students). */
export const loginRequestSchema = z.union([
  z.strictObject(adultLoginSchema.shape),
  z.strictObject(studentLoginSchema.shape),
])
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** `POST auth/generate-transfer-token`. */
export const transferRequestSchema = z.object({
  account: z.string().min(1).max(63),
  profile: z.uuid(),
})

/** The redemption of `/login-finalize?token=…&account=…&profile=…` (rule 9). */
export const loginFinalizeSchema = z.object({
  token: z.string().min(1).max(200),
  account: z.string().min(1).max(63),
  profile: z.uuid(),
  /** The visitor said yes to "Continue as {name} at {school}?" (record 029). */
  confirmed: z.boolean().default(false),
})

export const oneTimeTokenSchema = z.object({
  token: z.string().min(1).max(200),
  confirmed: z.boolean().default(false),
})

export const forgotPasswordSchema = z.object({ email: emailSchema })

/** Which link a password token came from: /reset-password or /set-password (an invitation). */
const passwordTokenKindSchema = z.enum(['reset', 'invite'])

export const passwordTokenStatusSchema = z.object({
  kind: passwordTokenKindSchema,
  token: z.string().min(1).max(200),
})

export const setPasswordSchema = z.object({
  kind: passwordTokenKindSchema,
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
})

/** /go-to-school's search: a school's name or subdomain. */
export const findSchoolsSchema = z.object({ query: z.string().max(120) })
