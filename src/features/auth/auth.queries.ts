import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { SessionData } from '@/lib/session-storage'
import { findSchoolsFn, passwordTokenStatusFn } from './auth.functions'

/** Query keys of the auth feature, in one place. */
const authKeys = {
  profile: ['auth', 'profile'] as const,
  schools: (query: string) => ['go-to-school', query] as const,
  passwordToken: (kind: 'reset' | 'invite', token: string | undefined) =>
    ['password-token', kind, token] as const,
}

/** The signed-in user and their profiles, through the REST API (SPEC §4), always fresh. */
export const profileQuery = () =>
  queryOptions({
    queryKey: authKeys.profile,
    queryFn: () => apiRequest<Omit<SessionData, 'selectedProfile'>>('auth/profile'),
    staleTime: 0,
  })

/** Schools whose name or address matches what the visitor typed (two characters at least). */
export const schoolSearchQuery = (query: string) =>
  queryOptions({
    queryKey: authKeys.schools(query),
    queryFn: () => findSchoolsFn({ data: { query } }),
    enabled: query.length >= 2,
    staleTime: 60_000,
  })

/** Whether a mailed password link still works; asked once per link. */
export const passwordTokenQuery = (kind: 'reset' | 'invite', token: string | undefined) =>
  queryOptions({
    queryKey: authKeys.passwordToken(kind, token),
    queryFn: () => passwordTokenStatusFn({ data: { kind, token: token ?? '' } }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
