import { queryOptions } from '@tanstack/react-query'
import { fetchActivity, fetchMyLessonActivity } from './activity.functions'

const activityKeys = {
  firstPage: ['activity', 'first'] as const,
  myLessons: ['activity', 'my-lessons'] as const,
}

export const activityQuery = () =>
  queryOptions({
    queryKey: activityKeys.firstPage,
    queryFn: () => fetchActivity({ data: {} }),
    staleTime: 5_000,
  })

export const myLessonActivityQuery = () =>
  queryOptions({ queryKey: activityKeys.myLessons, queryFn: () => fetchMyLessonActivity(), staleTime: 5_000 })
