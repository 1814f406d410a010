import { z } from 'zod'

/** A school's adults: teachers and admins ("the team" in the UI's words for both). */
export const teamRoles = ['TEACHER', 'ADMIN'] as const
export type TeamRole = (typeof teamRoles)[number]

export const teamRoleLabels: Record<TeamRole, { title: string; description: string }> = {
  TEACHER: { title: 'Teacher', description: 'Runs their own classes and sees their students.' },
  ADMIN: {
    title: 'Admin',
    description: 'Everything a teacher can do, plus teachers, settings, subscription and every class.',
  },
}

const personName = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(60, 'Keep the name to 60 characters or fewer.')

const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter an email address like name@school.org.'))

export const inviteMemberSchema = z.object({
  name: personName,
  email: emailAddress,
  role: z.enum(teamRoles),
})
export type InviteMemberValues = z.infer<typeof inviteMemberSchema>

export const memberIdSchema = z.object({ profileId: z.uuid() })

export const getMemberSchema = z.object({ profileId: z.uuid(), role: z.enum(teamRoles) })

export const updateMemberSchema = z.object({
  profileId: z.uuid(),
  name: personName,
  role: z.enum(teamRoles),
})
export type UpdateMemberValues = z.infer<typeof updateMemberSchema>
