import { queryOptions } from '@tanstack/react-query'
import {
  fetchConsoleSchools,
  fetchContentPage,
  fetchContentPages,
  fetchDistrictCandidates,
  fetchPageViewReport,
  fetchRedirectRules,
  fetchStaffUsers,
} from './staff-console.functions'

export const staffConsoleKeys = {
  all: ['staff-console'] as const,
  schools: ['staff-console', 'schools'] as const,
  districts: ['staff-console', 'districts'] as const,
  contentPages: ['staff-console', 'content-pages'] as const,
  redirectRules: ['staff-console', 'redirect-rules'] as const,
  pageViews: ['staff-console', 'page-views'] as const,
  users: ['staff-console', 'users'] as const,
}

export const consoleSchoolsQuery = (query: string, after?: string) =>
  queryOptions({
    queryKey: [...staffConsoleKeys.schools, query, after ?? null],
    queryFn: () => fetchConsoleSchools({ data: { query, after } }),
  })

export const districtCandidatesQuery = () =>
  queryOptions({ queryKey: staffConsoleKeys.districts, queryFn: () => fetchDistrictCandidates() })

export const contentPagesQuery = () =>
  queryOptions({ queryKey: staffConsoleKeys.contentPages, queryFn: () => fetchContentPages() })

export const contentPageQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffConsoleKeys.contentPages, id],
    queryFn: () => fetchContentPage({ data: { id } }),
  })

export const redirectRulesQuery = () =>
  queryOptions({ queryKey: staffConsoleKeys.redirectRules, queryFn: () => fetchRedirectRules() })

export const pageViewReportQuery = () =>
  queryOptions({ queryKey: staffConsoleKeys.pageViews, queryFn: () => fetchPageViewReport() })

export const staffUsersQuery = () =>
  queryOptions({ queryKey: staffConsoleKeys.users, queryFn: () => fetchStaffUsers() })
