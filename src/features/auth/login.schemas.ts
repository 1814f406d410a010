import * as z from 'zod/mini'
import { m } from '@/paraglide/messages'

/**
 * The sign-in shapes, in zod's mini build (decision 152): the login page is many visitors' first
 * page, and the mini build is a third of the classic one to load and to start. The other auth
 * shapes (auth.schemas.ts) build on these. Their words are looked up when a check fails, in the
 * page's language (decision 204).
 */

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: () => m.login_error_email_empty() }),
      z.maxLength(254, { error: () => m.login_error_email_long() }),
    ),
  z.email({ error: () => m.login_error_email_shape() }),
)

const passwordSchema = z
  .string()
  .check(
    z.minLength(1, { error: () => m.login_error_password_empty() }),
    z.maxLength(200, { error: () => m.login_error_password_long() }),
  )

const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: () => m.login_error_username_empty() }),
    z.maxLength(32, { error: () => m.login_error_username_long() }),
  )

export const adultLoginSchema = z.object({ email: emailSchema, password: passwordSchema })
export const studentLoginSchema = z.object({ username: usernameSchema, password: passwordSchema })
