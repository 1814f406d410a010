import { z } from 'zod'
import { emailSchema } from './login.schemas'

/** /signup → /account-setup: the new school and its first admin (PRODUCT.md §2, §8). */
export const schoolNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the name of your school.')
  .max(120, 'Use at most 120 characters.')

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{3,40}$/, 'Use 3 to 40 lower-case letters, digits or dashes.')

const signupSchema = z.object({
  schoolName: schoolNameSchema,
  subdomain: subdomainSchema,
  email: emailSchema,
})

/** The admin chooses a password from the mailed link, which also proves the address (record 030). */
export const accountSetupSchema = signupSchema.extend({
  name: z.string().trim().min(1, 'Enter your name.').max(60, 'Use at most 60 characters.'),
})
export type AccountSetupInput = z.infer<typeof accountSetupSchema>

/** A subdomain suggested from a school name: "St. Mary's Primary" → "st-marys-primary". */
export function suggestSubdomain(schoolName: string): string {
  return schoolName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
}

/** The signup form's live check: any text; the answer says what a valid subdomain looks like. */
export const subdomainCheckSchema = z.object({ subdomain: z.string().max(60) })
