import { queryOptions } from '@tanstack/react-query'
import { LIVE_REFETCH_MS } from '@/lib/live-refetch'
import { applyGridChanges, type DashboardGrid } from './grid-changes'
import {
  fetchDashboardGrid,
  fetchDashboards,
  fetchLessonReview,
  fetchMyLessonReview,
  fetchMyNotes,
  fetchStudentCourseProgress,
} from './progress-dashboards.functions'

/**
 * Live enough for a lesson in progress: the grid refetches every 15 s and on window focus, asking
 * only for what changed since the grid it holds (decision 131).
 */
const GRID_REFETCH_MS = 15_000

export const progressKeys = {
  all: ['progress-dashboards'] as const,
  list: () => ['progress-dashboards', 'list'] as const,
  grid: (dashboardId: string) => ['progress-dashboards', 'grid', dashboardId] as const,
  studentCourse: (studentId: string, cardId: string) =>
    ['progress-dashboards', 'student-course', studentId, cardId] as const,
  review: (studentId: string, lessonId: string) =>
    ['progress-dashboards', 'review', studentId, lessonId] as const,
  mine: (itemId: string) => ['progress-dashboards', 'mine', itemId] as const,
  notes: (cardId: string) => ['progress-dashboards', 'notes', cardId] as const,
}

export const dashboardsQuery = () =>
  queryOptions({ queryKey: progressKeys.list(), queryFn: () => fetchDashboards() })

export const dashboardGridQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: progressKeys.grid(dashboardId),
    queryFn: async ({ client, queryKey }): Promise<DashboardGrid> => {
      const held = client.getQueryData<DashboardGrid>(queryKey)
      const answer = await fetchDashboardGrid({
        data: { dashboardId, ...(held ? { since: held.cursor } : {}) },
      })
      if (answer.kind === 'grid') return answer.grid
      // Changes answer only a request with a cursor, that is, with a grid held.
      return applyGridChanges(held!, answer.changes, answer.cursor)
    },
    refetchInterval: GRID_REFETCH_MS,
    refetchOnWindowFocus: true,
  })

export const studentCourseProgressQuery = (studentId: string, cardId: string) =>
  queryOptions({
    queryKey: progressKeys.studentCourse(studentId, cardId),
    queryFn: () => fetchStudentCourseProgress({ data: { studentId, cardId } }),
  })

export const lessonReviewQuery = (studentId: string, lessonId: string) =>
  queryOptions({
    queryKey: progressKeys.review(studentId, lessonId),
    queryFn: () => fetchLessonReview({ data: { studentId, lessonId } }),
  })

/** Live like the class page (decision 098): a note or verdict reaches an open lesson within seconds. */
export const myLessonReviewQuery = (itemId: string) =>
  queryOptions({
    queryKey: progressKeys.mine(itemId),
    queryFn: () => fetchMyLessonReview({ data: { itemId } }),
    refetchInterval: LIVE_REFETCH_MS,
  })

export const myNotesQuery = (cardId: string) =>
  queryOptions({
    queryKey: progressKeys.notes(cardId),
    queryFn: () => fetchMyNotes({ data: { cardId } }),
    refetchInterval: LIVE_REFETCH_MS,
  })
