import { queryOptions } from '@tanstack/react-query'
import { fetchSubscriptionOverview, fetchUpgradeOptions } from './subscriptions.functions'

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  overview: ['subscriptions', 'overview'] as const,
  upgrade: ['subscriptions', 'upgrade'] as const,
}

export const subscriptionOverviewQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.overview, queryFn: () => fetchSubscriptionOverview() })

export const upgradeOptionsQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.upgrade, queryFn: () => fetchUpgradeOptions() })
