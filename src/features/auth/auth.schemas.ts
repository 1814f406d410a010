import { z } from 'zod'
import { COMMON_PASSWORDS, isTrivialPassword } from './common-passwords'

/**
 * The auth feature's shapes, shared by forms, server functions and the REST API (client-safe).
 */
export const MIN_PASSWORD_LENGTH = 10

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter an email address like name@school.org.'))

/** An adult's new password (PRODUCT.md §8): 10 characters or more, not a common one. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Use at most 200 characters.')
  .refine(
    (password) => !COMMON_PASSWORDS.has(password.toLowerCase()) && !isTrivialPassword(password),
    'That password is too easy to guess. Try a short sentence you will remember.',
  )

const passwordSchema = z.string().min(1, 'Enter your password.').max(200, 'That password is too long.')

const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your username.')
  .max(32, 'That username is too long.')

export const adultLoginSchema = z.object({ email: emailSchema, password: passwordSchema })
export const studentLoginSchema = z.object({ username: usernameSchema, password: passwordSchema })

/** `POST auth/login`: `{email, password}` (adults) or `{username, password}` (students). */
export const loginRequestSchema = z.union([adultLoginSchema.strict(), studentLoginSchema.strict()])
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** `POST auth/generate-transfer-token`. */
export const transferRequestSchema = z.object({
  account: z.string().min(1).max(63),
  profile: z.uuid(),
})

/** `/login-finalize?token=…&account=…&profile=…` (rule 9) and its redemption. */
export const loginFinalizeSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  account: z.string().max(63).optional().catch(undefined),
  profile: z.string().max(64).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
})
export type LoginFinalizeSearch = z.infer<typeof loginFinalizeSearchSchema>
export const loginFinalizeSchema = z.object({
  token: z.string().min(1).max(200),
  account: z.string().min(1).max(63),
  profile: z.uuid(),
  /** The visitor said yes to "Continue as {name} at {school}?" (record 029). */
  confirmed: z.boolean().default(false),
})

export const tokenSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
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
