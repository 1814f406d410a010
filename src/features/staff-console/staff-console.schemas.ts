import { z } from 'zod'
import { emailSchema } from '@/features/auth/login.schemas'
import { schoolNameSchema, subdomainSchema } from '@/features/auth/signup.schemas'

/**
 * The staff console's inputs (docs/decisions/070). One schema feeds the form and the server
 * function's validator; the server validates again.
 */

export const schoolSearchSchema = z.object({
  query: z.string().trim().max(100, 'Use at most 100 characters.').default(''),
  /** The last school of the page before (keyset paging, decision 140). */
  after: z.uuid().optional(),
})

/** The same name and subdomain rules as /account-setup; the reserved list and "taken" are checked on the server. */
export const createSchoolSchema = z.object({
  name: schoolNameSchema,
  subdomain: subdomainSchema,
  /** The district (parent school); empty: none. */
  parentSchoolId: z
    .union([z.literal(''), z.uuid('Choose a district from the list.')])
    .nullable()
    .default(null)
    .transform((value) => value || null),
})
export const setSchoolParentSchema = z.object({
  schoolId: z.uuid('Choose a school from the list.'),
  parentSchoolId: z
    .union([z.literal(''), z.uuid('Choose a district from the list.')])
    .nullable()
    .transform((value) => value || null),
})

/** A content page's slug: lower-case path segments, e.g. `about` or `legal/privacy`. */
const contentPageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, 'Use at most 200 characters.')
  .regex(
    /^[a-z0-9-]+(\/[a-z0-9-]+)*$/,
    'Use lower-case letters, digits and dashes, with / between parts (e.g. legal/privacy).',
  )

export const contentPageFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'Use at most 200 characters.'),
  body: z.string().max(100_000, 'Use at most 100,000 characters.'),
  published: z.boolean(),
})

export const createContentPageSchema = contentPageFieldsSchema.extend({ slug: contentPageSlugSchema })
export const updateContentPageSchema = contentPageFieldsSchema.extend({
  id: z.uuid('Choose a page from the list.'),
})
export const contentPageIdSchema = z.object({ id: z.uuid('Choose a page from the list.') })

/**
 * Paths a rule may not take: the console itself, signing in and out, and the API, so that no rule
 * can lock staff out of the place where rules are removed.
 */
const PROTECTED_PREFIXES = ['/admin', '/login', '/logout', '/api', '/token', '/login-finalize']

function isProtectedFrom(path: string): boolean {
  const bare = path.replace(/\/\*$/, '').replace(/\/+$/, '') || '/'
  if (bare === '/') return true
  return PROTECTED_PREFIXES.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`))
}

const internalPath = /^\/(?!\/)[^\s?#]*(\?[^\s#]*)?(#\S*)?$/

export const redirectRuleSchema = z
  .object({
    fromPath: z
      .string()
      .trim()
      .min(1, 'Enter the path to redirect, e.g. /old-page.')
      .max(200, 'Use at most 200 characters.')
      .regex(
        /^\/(?!\/)[A-Za-z0-9\-._~%/]*(\/\*)?$/,
        'Start with / and use only a path (letters, digits, - . _ ~ /), optionally ending in /* for everything under it.',
      )
      .refine((path) => !isProtectedFrom(path), {
        message:
          'That path cannot be redirected: the home page, the console, signing in and the API stay as they are.',
      })
      // `/old/` and `/old` are one path to the guard (path-redirects.ts): store one spelling.
      .transform((path) => path.replace(/(.)\/+$/, '$1')),
    toTarget: z
      .string()
      .trim()
      .min(1, 'Enter where to send visitors: a path like /faq or an https:// address.')
      .max(500, 'Use at most 500 characters.')
      .refine((target) => internalPath.test(target) || isHttpsUrl(target), {
        message: 'Enter a path of this site starting with / (e.g. /faq) or a full https:// address.',
      }),
  })
  .refine(
    (rule) => rule.fromPath.replace(/\/+$/, '') !== rule.toTarget.split(/[?#]/)[0]?.replace(/\/+$/, ''),
    {
      message: 'A rule cannot send a path to itself.',
      path: ['toTarget'],
    },
  )
function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://') || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const redirectRuleIdSchema = z.object({ id: z.uuid('Choose a rule from the list.') })

/** A staff user role, or NONE to make the user an ordinary adult again. */
const staffRoleChoiceSchema = z.enum(['SUPER', 'STAFF', 'LESSON_EDITOR', 'NONE'], {
  error: 'Choose Super admin, Staff, Lesson editor or No staff role.',
})

export const setUserRoleSchema = z.object({
  userId: z.uuid('Choose a user from the list.'),
  userRole: staffRoleChoiceSchema,
})

export const inviteStaffUserSchema = z.object({
  email: emailSchema,
  userRole: staffRoleChoiceSchema.exclude(['NONE'], { error: 'Choose Super admin, Staff or Lesson editor.' }),
})
