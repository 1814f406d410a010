import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { listAdminContacts } from '@/features/teachers/admin-contacts.server'
import { validInput } from '@/lib/valid-input'
import { isSchoolAdmin } from '@/server/auth/actor'
import { getDb } from '@/server/db/client'
import { requirePaid, requireVisitor } from '@/server/middleware/auth'
import { getDashboardGrid, getDashboardGridSince } from './dashboard-grid.server'
import { listDashboards, openDashboard } from './dashboard-list.server'
import type { DashboardGridAnswer } from './grid-changes'
import { addReviewComment, getLessonReview, setLessonVerdict } from './lesson-review.server'
import { getMyLessonReview, listMyNotes, markMyLessonFixed } from './my-lesson-review.server'
import {
  dashboardGridSchema,
  lessonReviewSchema,
  lessonVerdictSchema,
  myLessonReviewSchema,
  myNotesSchema,
  openDashboardSchema,
  reviewCommentSchema,
  studentCourseSchema,
} from './progress-dashboards.schemas'
import { getStudentCourseProgress } from './student-course-progress.server'

/** Progress: teachers (their classes), admins and staff (the whole school) — SPEC §2.5. */
const adults = requireVisitor(...ADULTS)

/**
 * The list, and on an unpaid school what to do about it: an admin upgrades, a teacher is told who
 * their admin is.
 */
export const fetchDashboards = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => {
    const db = await getDb()
    const { paid } = context.auth
    const canUpgrade = isSchoolAdmin(context.auth)
    return {
      paid,
      canUpgrade,
      admins: paid || canUpgrade ? [] : await listAdminContacts(db, context.auth),
      dashboards: await listDashboards(db, context.auth),
    }
  })

export const openDashboardFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(openDashboardSchema))
  .handler(async ({ context, data }) => openDashboard(await getDb(), context.auth, data))

/** Paid-only (SPEC §2.5: /dashboard/progress/{id}). With `since`: only what changed (decision 131). */
export const fetchDashboardGrid = createServerFn({ method: 'GET' })
  .middleware([adults, requirePaid()])
  .validator(validInput(dashboardGridSchema))
  .handler(async ({ context, data }): Promise<DashboardGridAnswer> => {
    const db = await getDb()
    if (data.since) return getDashboardGridSince(db, context.auth, data.dashboardId, data.since)
    return { kind: 'grid', grid: await getDashboardGrid(db, context.auth, data.dashboardId) }
  })

/** Paid-only (SPEC §2.5: /dashboard/students/{id}/progress/{id}). */
export const fetchStudentCourseProgress = createServerFn({ method: 'GET' })
  .middleware([adults, requirePaid()])
  .validator(validInput(studentCourseSchema))
  .handler(async ({ context, data }) => getStudentCourseProgress(await getDb(), context.auth, data))

export const fetchLessonReview = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(lessonReviewSchema))
  .handler(async ({ context, data }) => getLessonReview(await getDb(), context.auth, data))

export const addReviewCommentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(reviewCommentSchema))
  .handler(async ({ context, data }) => addReviewComment(await getDb(), context.auth, data))

export const setLessonVerdictFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(lessonVerdictSchema))
  .handler(async ({ context, data }) => setLessonVerdict(await getDb(), context.auth, data))

/** The signed-in student's own verdict for a lesson of their course. */
export const fetchMyLessonReview = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(validInput(myLessonReviewSchema))
  .handler(async ({ context, data }) => getMyLessonReview(await getDb(), context.auth, data.itemId))

/** "I fixed it": the signed-in student's reviewed lesson goes back in the teacher's queue. */
export const markMyLessonFixedFn = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('student')])
  .validator(validInput(myLessonReviewSchema))
  .handler(async ({ context, data }) => markMyLessonFixed(await getDb(), context.auth, data.itemId))

/** The signed-in student's lessons of a course with a note from their teacher (their course page). */
export const fetchMyNotes = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(validInput(myNotesSchema))
  .handler(async ({ context, data }) => listMyNotes(await getDb(), context.auth, data.cardId))
