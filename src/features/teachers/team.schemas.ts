import { z } from 'zod'
import { m } from '@/paraglide/messages'

/** A school's adults: teachers and admins ("the team" in the UI's words for both). */
export const teamRoles = ['TEACHER', 'ADMIN'] as const
export type TeamRole = (typeof teamRoles)[number]

/** Each role's words, looked up in the page's language when shown. */
export const teamRoleLabels: Record<TeamRole, { title: () => string; description: () => string }> = {
  TEACHER: { title: m.dashboard_role_teacher, description: m.teachers_role_teacher_description },
  ADMIN: { title: m.dashboard_role_admin, description: m.teachers_role_admin_description },
}

const personName = z
  .string()
  .trim()
  .min(1, { error: () => m.teachers_error_name_empty() })
  .max(60, { error: () => m.onboarding_error_class_name_long() })

const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: () => m.teachers_error_email_empty() })
  .max(254, { error: () => m.teachers_error_email_long() })
  .pipe(z.email({ error: () => m.teachers_error_email_shape() }))

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
