import { z } from 'zod'
import { formDataSchema } from '@/lib/form-data-schema'

export const loginTypeValues = ['picture', 'words', 'password'] as const
export type SchoolLoginType = (typeof loginTypeValues)[number]

export const loginTypeChoices: Record<SchoolLoginType, { title: string; description: string }> = {
  picture: {
    title: 'Picture login',
    description: 'Ages 4–8: class code, tap your name, tap your two secret pictures.',
  },
  words: {
    title: 'Secret words',
    description: 'Ages 8–12: class code, tap your name, type two secret words.',
  },
  password: { title: 'Username and password', description: 'Older students sign in on the login page.' },
}

export const LOGO_MAX_BYTES = 1024 * 1024

export const schoolSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the school’s name.')
    .max(120, 'Keep the name to 120 characters or fewer.'),
  address: z.string().trim().max(300, 'Keep the address to 300 characters or fewer.'),
  allowedLoginTypes: z
    .array(z.enum(loginTypeValues))
    .min(1, 'Allow at least one way for students to sign in.')
    .max(3)
    .transform((types) => loginTypeValues.filter((type) => types.includes(type))),
  /** The language of the school's pages for visitors whose browser asks for none of ours (decision 204). */
  defaultLocale: z.enum(['en', 'es', 'ar'], 'Choose one of the languages offered.'),
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
  z.object({ logo: z.file({ error: 'Choose a file to upload.' }) }),
  'Send the logo as form data.',
)
