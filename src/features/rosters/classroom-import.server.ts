import {
  classroomAccessToken,
  classroomConnected,
} from '@/features/sign-in-providers/classroom-consent.server'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  type ClassroomCourseRow,
  importGoogleClassroom,
  listClassroomCourses,
} from './google-classroom.server'
import type { RosterHttpOptions } from './roster-http.server'
import type { RosterSyncStatus } from './roster-syncs.server'

/**
 * The teacher's Classroom page (decision 188): connected or not, and the courses where they teach.
 * Each read exchanges the kept refresh token for an access token that is not kept.
 */
export async function classroomOverview(
  db: Db,
  actor: Actor,
  http: RosterHttpOptions = {},
): Promise<{ connected: boolean; courses: ClassroomCourseRow[] }> {
  if (!(await classroomConnected(db, actor))) return { connected: false, courses: [] }
  const accessToken = await classroomAccessToken(db, actor)
  return { connected: true, courses: await listClassroomCourses(db, actor, accessToken, http) }
}

/** Import (or sync again) the chosen courses: read, staged and previewed like any roster sync. */
export async function importClassroomCourses(
  db: Db,
  actor: Actor,
  input: { courseIds: string[] },
  http: RosterHttpOptions = {},
): Promise<{ syncId: string; status: RosterSyncStatus }> {
  const accessToken = await classroomAccessToken(db, actor)
  return importGoogleClassroom(db, actor, { accessToken, courseIds: input.courseIds }, http)
}
