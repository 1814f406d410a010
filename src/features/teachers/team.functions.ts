import { createServerFn } from '@tanstack/react-start'
import { ADMINS } from '@/access/visitor'
import { schoolOrigin } from '@/lib/hosts'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { appConfig } from '~/app.config'
import { removeMember, updateMember } from './member-edits.server'
import { inviteMember, resendInvite } from './member-invites.server'
import { getMemberSchema, inviteMemberSchema, memberIdSchema, updateMemberSchema } from './team.schemas'
import { getTeamMember, listTeam } from './team-members.server'

/** Teachers and admins of the school (SPEC §2.5: admin and staff only). */
const admins = requireVisitor(...ADMINS)

export const fetchTeam = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => listTeam(await getDb(), context.auth))

export const fetchTeamMember = createServerFn({ method: 'GET' })
  .middleware([admins])
  .validator(validInput(getMemberSchema))
  .handler(async ({ context, data }) => getTeamMember(await getDb(), context.auth, data.profileId, data.role))

export const inviteTeamMember = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(inviteMemberSchema))
  .handler(async ({ context, data }) => {
    const { profileId } = await inviteMember(await getDb(), context.auth, data, {
      // Links go to the member's school at its configured origin (decision 007).
      schoolOrigin: schoolOrigin(context.auth.schoolSubdomain, appConfig()),
    })
    // The same answer whether or not the address has an account (decision 165): only the mail differs.
    return { profileId }
  })

export const resendTeamInvite = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(memberIdSchema))
  .handler(async ({ context, data }) =>
    resendInvite(await getDb(), context.auth, data.profileId, {
      // Links go to the member's school at its configured origin (decision 007).
      schoolOrigin: schoolOrigin(context.auth.schoolSubdomain, appConfig()),
    }),
  )

export const updateTeamMember = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(updateMemberSchema))
  .handler(async ({ context, data }) => updateMember(await getDb(), context.auth, data))

export const removeTeamMember = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(memberIdSchema))
  .handler(async ({ context, data }) => removeMember(await getDb(), context.auth, data.profileId))
