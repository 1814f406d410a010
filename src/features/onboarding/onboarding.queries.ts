import { queryOptions } from '@tanstack/react-query'
import { fetchOverview, fetchSetupState, fetchWelcomePack } from './onboarding.functions'

export const onboardingKeys = {
  overview: ['overview'] as const,
  setup: ['setup', 'state'] as const,
  welcomePack: ['welcome-pack'] as const,
}

export const overviewQuery = () =>
  queryOptions({ queryKey: onboardingKeys.overview, queryFn: () => fetchOverview(), staleTime: 10_000 })

export const setupStateQuery = () =>
  queryOptions({ queryKey: onboardingKeys.setup, queryFn: () => fetchSetupState(), staleTime: 0 })

export const welcomePackQuery = () =>
  queryOptions({ queryKey: onboardingKeys.welcomePack, queryFn: () => fetchWelcomePack() })
