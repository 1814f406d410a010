import { queryOptions } from '@tanstack/react-query'
import { fetchDashboardResources, fetchPublicResources } from './resources.functions'

export const resourceKeys = {
  all: ['resources'] as const,
  dashboard: () => [...resourceKeys.all, 'dashboard'] as const,
  open: (cardId?: string) => [...resourceKeys.all, 'open', cardId ?? 'all'] as const,
}

export const dashboardResourcesQuery = () =>
  queryOptions({ queryKey: resourceKeys.dashboard(), queryFn: () => fetchDashboardResources() })

export const publicResourcesQuery = (cardId?: string) =>
  queryOptions({
    queryKey: resourceKeys.open(cardId),
    queryFn: () => fetchPublicResources({ data: cardId ? { cardId } : {} }),
    staleTime: 60_000,
  })
