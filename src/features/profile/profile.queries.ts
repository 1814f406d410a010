import { queryOptions } from '@tanstack/react-query'
import { fetchMyProfile } from './profile.functions'

export const profileKeys = { me: ['profile', 'me'] as const }

export const myProfileQuery = () =>
  queryOptions({ queryKey: profileKeys.me, queryFn: () => fetchMyProfile() })
