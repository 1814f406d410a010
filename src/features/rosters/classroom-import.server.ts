import {
  classroomAccessToken,
  classroomConnected,
} from '@/features/sign-in-providers/classroom-consent.server'
import { providerOnServer } from '@/features/sign-in-providers/oidc-configuration.server'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { HttpError } from '@/server/errors'
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
): Promise<ClassroomOverview> {
  const available = classroomAvailable()
  if (!available || !(await classroomConnected(db, actor))) {
    return { available, connected: false, courses: [], problem: null }
  }
  try {
    const accessToken = await classroomAccessToken(db, actor)
    return {
      available,
      connected: true,
      courses: await listClassroomCourses(db, actor, accessToken, http),
      problem: null,
    }
  } catch (error) {
    // Google refused (consent withdrawn, scope not granted) or did not answer: say it on the page.
    if (error instanceof HttpError)
      return { available, connected: false, courses: [], problem: error.message }
    throw error
  }
}

export interface ClassroomOverview {
  /** Google is set up on this server. */
  available: boolean
  /** This teacher connected Google Classroom and Google still accepts it. */
  connected: boolean
  courses: ClassroomCourseRow[]
  /** Why the courses could not be read, in words. */
  problem: string | null
}

/** Google is set up on this server (the classes page offers the import only then). */
export function classroomAvailable(): boolean {
  return Boolean(providerOnServer('google'))
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
