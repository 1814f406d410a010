import { z } from 'zod'

export const loginTypes = ['picture', 'words', 'password'] as const
export type ClassLoginType = (typeof loginTypes)[number]

export const loginTypeLabels: Record<ClassLoginType, { title: string; description: string }> = {
  picture: { title: 'Picture login', description: 'Ages 4–8: tap your name, then your two secret pictures.' },
  words: { title: 'Secret words', description: 'Ages 8–12: tap your name, then type two secret words.' },
  password: { title: 'Username and password', description: 'Older students sign in on the login page.' },
}

const className = z
  .string()
  .trim()
  .min(1, 'Give the class a name.')
  .max(60, 'Keep the name to 60 characters or fewer.')

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
