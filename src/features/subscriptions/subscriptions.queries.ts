import { type QueryKey, queryOptions } from '@tanstack/react-query'
import { fetchSubscriptionOverview, fetchUpgradeOptions } from './subscriptions.functions'

const subscriptionKeys = {
  all: ['subscriptions'] as const,
  overview: ['subscriptions', 'overview'] as const,
  upgrade: ['subscriptions', 'upgrade'] as const,
}

/**
 * What a change of plan makes stale: the plan pages, and the paid status the visitor's every page
 * reads. That is every query (the empty key matches them all).
 */
export const planChangeKeys: readonly QueryKey[] = [[]]

export const subscriptionOverviewQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.overview, queryFn: () => fetchSubscriptionOverview() })

export const upgradeOptionsQuery = () =>
  queryOptions({ queryKey: subscriptionKeys.upgrade, queryFn: () => fetchUpgradeOptions() })
