import { queryOptions } from '@tanstack/react-query'
import { LIVE_REFETCH_MS } from '@/lib/live-refetch'
import {
  fetchOverview,
  fetchSchoolWelcomePack,
  fetchSetupCards,
  fetchSetupState,
  fetchWelcomePack,
} from './onboarding.functions'

export const onboardingKeys = {
  overview: ['overview'] as const,
  setup: ['setup', 'state'] as const,
  setupCards: (classId: string) => ['setup', 'cards', classId] as const,
  welcomePack: ['welcome-pack'] as const,
  schoolWelcomePack: ['welcome-pack', 'school'] as const,
}

/** This week in my classes, refetched every few seconds while the page is visible (decision 098). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.overview,
    queryFn: () => fetchOverview(),
    staleTime: 4_000,
    refetchInterval: LIVE_REFETCH_MS,
  })

export const setupStateQuery = () =>
  queryOptions({ queryKey: onboardingKeys.setup, queryFn: () => fetchSetupState(), staleTime: 0 })

/** The first class's join cards, printed from the setup wizard's last step. */
export const setupCardsQuery = (classId: string) =>
  queryOptions({
    queryKey: onboardingKeys.setupCards(classId),
    queryFn: () => fetchSetupCards({ data: { classId } }),
  })

export const welcomePackQuery = () =>
  queryOptions({ queryKey: onboardingKeys.welcomePack, queryFn: () => fetchWelcomePack() })

/** The published welcome pack and the course map, for a school's admin. */
export const schoolWelcomePackQuery = () =>
  queryOptions({ queryKey: onboardingKeys.schoolWelcomePack, queryFn: () => fetchSchoolWelcomePack() })
