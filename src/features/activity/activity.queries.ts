import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { fetchActivity, fetchMyLessonActivity } from './activity.functions'
import type { ActivityPage } from './activity.server'

const activityKeys = {
  firstPage: ['activity', 'first'] as const,
  feed: ['activity', 'feed'] as const,
  myLessons: ['activity', 'my-lessons'] as const,
}

export const activityQuery = () =>
  queryOptions({
    queryKey: activityKeys.firstPage,
    queryFn: () => fetchActivity({ data: {} }),
    staleTime: 5_000,
  })

/** The feed with its older pages, fetched on demand, starting from the page the route loaded. */
export const activityFeedQuery = (firstPage: ActivityPage) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feed,
    queryFn: ({ pageParam }) => fetchActivity({ data: pageParam ? { before: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    initialData: { pages: [firstPage], pageParams: [''] },
  })

export const myLessonActivityQuery = () =>
  queryOptions({ queryKey: activityKeys.myLessons, queryFn: () => fetchMyLessonActivity(), staleTime: 5_000 })
