import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'
import { m } from '@/paraglide/messages'

export const loginTypeValues = ['picture', 'words', 'password'] as const
export type SchoolLoginType = (typeof loginTypeValues)[number]

/** Each way's words, looked up when shown (the page's language). */
export const loginTypeChoices: Record<SchoolLoginType, { title: () => string; description: () => string }> = {
  picture: { title: m.settings_login_picture_title, description: m.settings_login_picture_description },
  words: { title: m.settings_login_words_title, description: m.settings_login_words_description },
  password: { title: m.settings_login_password_title, description: m.settings_login_password_description },
}

export const LOGO_MAX_BYTES = 1024 * 1024

export const schoolSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.settings_error_name_empty() })
    .max(120, { error: () => m.settings_error_name_long() }),
  address: z
    .string()
    .trim()
    .max(300, { error: () => m.settings_error_address_long() }),
  allowedLoginTypes: z
    .array(z.enum(loginTypeValues))
    .min(1, { error: () => m.settings_error_login_types() })
    .max(3)
    .transform((types) => loginTypeValues.filter((type) => types.includes(type))),
  /** The language of the school's pages for visitors whose browser asks for none of ours (decision 204). */
  defaultLocale: z.enum(['en', 'es', 'ar'], { error: () => m.settings_error_locale() }),
})
export type SchoolSettingsValues = z.input<typeof schoolSettingsSchema>

/** The typed confirmation is the school's name, so nobody deletes the wrong school's data by habit. */
export const deleteStudentDataSchema = z.object({
  confirmation: z.string().max(200),
})

const exportKinds = ['students', 'classes', 'progress'] as const
export type ExportKind = (typeof exportKinds)[number]
/** uploadSchoolLogo's FormData: one `logo` file. */
export const schoolLogoFormSchema = formDataSchema(
  z.object({ logo: z.file({ error: () => m.settings_error_logo_missing() }) }),
  'Send the logo as form data.',
)
