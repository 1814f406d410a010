import { queryOptions } from '@tanstack/react-query'
import { fetchTeam, fetchTeamMember } from './team.functions'
import type { TeamRole } from './team.schemas'

export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  member: (profileId: string) => [...teamKeys.all, 'member', profileId] as const,
}

export const teamQuery = () => queryOptions({ queryKey: teamKeys.list(), queryFn: () => fetchTeam() })

export const teamMemberQuery = (profileId: string, role: TeamRole) =>
  queryOptions({
    queryKey: [...teamKeys.member(profileId), role],
    queryFn: () => fetchTeamMember({ data: { profileId, role } }),
  })
