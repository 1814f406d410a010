import * as z from 'zod/mini'

/**
 * The sign-in shapes, in zod's mini build (decision 152): the login page is many visitors' first
 * page, and the mini build is a third of the classic one to load and to start. The other auth
 * shapes (auth.schemas.ts) build on these.
 */

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Enter your email address.'),
      z.maxLength(254, 'That email address is too long.'),
    ),
  z.email('Enter an email address like name@school.org.'),
)

const passwordSchema = z
  .string()
  .check(z.minLength(1, 'Enter your password.'), z.maxLength(200, 'That password is too long.'))

const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Enter your username.'),
    z.maxLength(32, 'That username is too long.'),
  )

export const adultLoginSchema = z.object({ email: emailSchema, password: passwordSchema })
export const studentLoginSchema = z.object({ username: usernameSchema, password: passwordSchema })
