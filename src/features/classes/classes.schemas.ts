import { z } from 'zod'
import { m } from '@/paraglide/messages'

export const loginTypes = ['picture', 'words', 'password'] as const
export type ClassLoginType = (typeof loginTypes)[number]

/** Each sign-in kind's words, looked up in the page's language when shown. */
export const loginTypeLabels: Record<ClassLoginType, { title: () => string; description: () => string }> = {
  picture: { title: m.onboarding_login_picture, description: m.classes_login_picture_description },
  words: { title: m.onboarding_login_words, description: m.classes_login_words_description },
  password: { title: m.onboarding_login_password, description: m.onboarding_login_password_description },
}

const className = z
  .string()
  .trim()
  .min(1, { error: () => m.onboarding_error_class_name_empty() })
  .max(60, { error: () => m.onboarding_error_class_name_long() })

export const classFormSchema = z.object({
  name: className,
  grade: z.number().int().min(-1).max(12).nullable(),
  loginType: z.enum(loginTypes),
  quickJoin: z.boolean(),
  /** Children may make their own username account with the class code (/student/register). */
  selfRegistration: z.boolean(),
  /** Teachers of the class besides whoever creates it (co-teachers): profile ids. */
  teacherIds: z.array(z.uuid()).max(20),
  /** Courses (cards) assigned to the class. */
  cardIds: z.array(z.uuid()).max(100),
})
export type ClassFormValues = z.infer<typeof classFormSchema>
/** A class as other features make it (the setup wizard): without `selfRegistration` it is allowed. */
export type NewClassValues = Omit<ClassFormValues, 'selfRegistration'> & { selfRegistration?: boolean }

export const classIdSchema = z.object({ classId: z.uuid() })

export const updateClassSchema = classFormSchema.extend({ classId: z.uuid() })

export const listClassesSchema = z.object({
  archived: z.boolean().default(false),
})

export const itemSettingSchema = z.object({
  classId: z.uuid(),
  cardSectionItemId: z.uuid(),
  locked: z.boolean(),
  hidden: z.boolean(),
})

export const removeMemberSchema = z.object({ classId: z.uuid(), profileId: z.uuid() })

/** The classes the admin saw on the year-end screen (decision 121). */
export const endSchoolYearSchema = z.object({ classIds: z.array(z.uuid()).min(1).max(2000) })
