import { z } from 'zod'
import { emailSchema } from '@/features/auth/login.schemas'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'

/**
 * The staff console's inputs (docs/decisions/070). One schema feeds the form and the server
 * function's validator; the server validates again.
 */

/** "Use at most 200 characters.", the number in the page's language. */
const tooLong = (max: number) => m.staff_error_too_long({ max: count(max) })

export const schoolSearchSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100, { error: () => tooLong(100) })
    .default(''),
  /** The last school of the page before (keyset paging, decision 140). */
  after: z.uuid().optional(),
})

/**
 * The same name and subdomain rules as /account-setup (`signup.schemas.ts`), with their messages
 * in the page's language; the reserved list and "taken" are checked on the server.
 */
export const createSchoolSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.staff_error_school_name_empty() })
    .max(120, { error: () => tooLong(120) }),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{3,40}$/, { error: () => m.login_error_subdomain_form() }),
  /** The district (parent school); empty: none. */
  parentSchoolId: z
    .union([z.literal(''), z.uuid({ error: () => m.staff_error_choose_district() })])
    .nullable()
    .default(null)
    .transform((value) => value || null),
})
export const setSchoolParentSchema = z.object({
  schoolId: z.uuid({ error: () => m.staff_error_choose_school() }),
  parentSchoolId: z
    .union([z.literal(''), z.uuid({ error: () => m.staff_error_choose_district() })])
    .nullable()
    .transform((value) => value || null),
})

/** A content page's slug: lower-case path segments, e.g. `about` or `legal/privacy`. */
const contentPageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, { error: () => tooLong(200) })
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, { error: () => m.staff_error_slug() })

export const contentPageFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => m.staff_error_title_empty() })
    .max(200, { error: () => tooLong(200) }),
  body: z.string().max(100_000, { error: () => tooLong(100_000) }),
  published: z.boolean(),
})

export const createContentPageSchema = contentPageFieldsSchema.extend({ slug: contentPageSlugSchema })
export const updateContentPageSchema = contentPageFieldsSchema.extend({
  id: z.uuid({ error: () => m.staff_error_choose_page() }),
})
export const contentPageIdSchema = z.object({ id: z.uuid({ error: () => m.staff_error_choose_page() }) })

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
      .min(1, { error: () => m.staff_error_from_empty() })
      .max(200, { error: () => tooLong(200) })
      .regex(/^\/(?!\/)[A-Za-z0-9\-._~%/]*(\/\*)?$/, { error: () => m.staff_error_from_pattern() })
      .refine((path) => !isProtectedFrom(path), { error: () => m.staff_error_from_protected() })
      // `/old/` and `/old` are one path to the guard (path-redirects.ts): store one spelling.
      .transform((path) => path.replace(/(.)\/+$/, '$1')),
    toTarget: z
      .string()
      .trim()
      .min(1, { error: () => m.staff_error_to_empty() })
      .max(500, { error: () => tooLong(500) })
      .refine((target) => internalPath.test(target) || isHttpsUrl(target), {
        error: () => m.staff_error_to_invalid(),
      }),
  })
  .refine(
    (rule) => rule.fromPath.replace(/\/+$/, '') !== rule.toTarget.split(/[?#]/)[0]?.replace(/\/+$/, ''),
    {
      error: () => m.staff_error_to_itself(),
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

export const redirectRuleIdSchema = z.object({ id: z.uuid({ error: () => m.staff_error_choose_rule() }) })

/** A staff user role, or NONE to make the user an ordinary adult again. */
const staffRoleChoiceSchema = z.enum(['SUPER', 'STAFF', 'LESSON_EDITOR', 'NONE'], {
  error: () => m.staff_error_role_choice(),
})

export const setUserRoleSchema = z.object({
  userId: z.uuid({ error: () => m.staff_error_choose_user() }),
  userRole: staffRoleChoiceSchema,
})

export const inviteStaffUserSchema = z.object({
  email: emailSchema,
  userRole: staffRoleChoiceSchema.exclude(['NONE'], {
    error: () => m.staff_error_invite_role_choice(),
  }),
})
