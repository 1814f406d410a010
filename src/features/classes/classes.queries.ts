import { queryOptions } from '@tanstack/react-query'
import { LIVE_REFETCH_MS } from '@/lib/live-refetch'
import { rosterKeys } from '@/lib/roster-keys'
import type { ClassActivity } from './class-page.server'
import { fetchClassSignIn } from './class-sign-in.functions'
import {
  fetchClassActivity,
  fetchClasses,
  fetchClassFormOptions,
  fetchClassPage,
  fetchYearEndPlan,
} from './classes.functions'

/** Query keys of the classes feature, in one place. */
export const classKeys = {
  all: rosterKeys.classes,
  list: (archived: boolean) => ['classes', 'list', { archived }] as const,
  options: () => ['classes', 'options'] as const,
  page: (classId: string) => ['classes', 'page', classId] as const,
  activity: (classId: string) => ['classes', 'activity', classId] as const,
  signIn: (classId: string) => ['classes', 'sign-in', classId] as const,
  yearEnd: () => ['classes', 'year-end'] as const,
}

export const yearEndPlanQuery = () =>
  queryOptions({ queryKey: classKeys.yearEnd(), queryFn: () => fetchYearEndPlan() })

export const classesQuery = (archived = false) =>
  queryOptions({ queryKey: classKeys.list(archived), queryFn: () => fetchClasses({ data: { archived } }) })

export const classFormOptionsQuery = () =>
  queryOptions({ queryKey: classKeys.options(), queryFn: () => fetchClassFormOptions() })

export const classPageQuery = (classId: string) =>
  queryOptions({ queryKey: classKeys.page(classId), queryFn: () => fetchClassPage({ data: { classId } }) })

/**
 * Who is in the class and what they did, refetched every few seconds while the page is visible
 * (decision 098); starts from what the page itself loaded.
 */
export const classActivityQuery = (classId: string, initial?: ClassActivity) =>
  queryOptions({
    queryKey: classKeys.activity(classId),
    queryFn: () => fetchClassActivity({ data: { classId } }),
    refetchInterval: LIVE_REFETCH_MS,
    initialData: initial,
  })

/** Who cannot sign in and why (decision 162), refetched with the class's activity. */
export const classSignInQuery = (classId: string) =>
  queryOptions({
    queryKey: classKeys.signIn(classId),
    queryFn: () => fetchClassSignIn({ data: { classId } }),
    refetchInterval: LIVE_REFETCH_MS,
  })
