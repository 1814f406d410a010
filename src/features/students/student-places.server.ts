import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { noRoomForChild } from '@/lib/students/student-places'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import { paidStatusOfSchool } from '@/server/auth/paid-status'
import type { Db } from '@/server/db/client'
import { profiles, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { plans } from '~/app.config'

/**
 * A school's places for students under its plan (decision 113): the Free plan has 30, Classroom
 * 200, Whole school no limit. Every student account and quick-join profile that is not archived
 * takes a place. Only new entries are refused: a school over its limit after a downgrade keeps
 * every student it has, and they go on signing in.
 */
export interface StudentPlaces {
  planName: string
  /** null: no limit. */
  limit: number | null
  used: number
  /** null: no limit; never below 0. */
  left: number | null
}

/** Who is told there is no room: a child joining, or the adult adding students. */
export type PlaceSeeker = 'child' | 'adult'

export async function studentPlaces(db: Db, schoolId: string): Promise<StudentPlaces> {
  const planId = await paidStatusOfSchool(db, schoolId)
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, ['STUDENT', 'STUDENT_SESSION']),
        isNull(profiles.archivedAt),
      ),
    )
  const used = Number(row?.used ?? 0)
  const limit = plan.studentLimit
  return { planName: plan.name, limit, used, left: limit === null ? null : Math.max(0, limit - used) }
}

/** What an adult is told when `wanted` students do not fit. */
export function noRoomMessage(places: StudentPlaces, wanted: number): string {
  const room =
    places.left === 0
      ? m.students_no_room_all_taken({ count: places.limit ?? 0 })
      : m.students_no_room_left({ count: places.left ?? 0 })
  return m.students_error_no_room({
    plan: places.planName,
    limit: places.limit ?? 0,
    room,
    adding: m.students_no_room_adding({ count: wanted }),
  })
}

/**
 * Inside the transaction that adds `wanted` students: locks the school's row, so two entries
 * racing for the last place are counted one after the other, and refuses (409) when they do not
 * fit. The lock is held until the transaction ends.
 */
export async function takeStudentPlaces(
  tx: Db,
  schoolId: string,
  wanted: number,
  seeker: PlaceSeeker,
): Promise<StudentPlaces> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
  const places = await studentPlaces(tx, schoolId)
  if (places.left !== null && places.left < wanted) {
    throw new HttpError(409, seeker === 'child' ? noRoomForChild() : noRoomMessage(places, wanted))
  }
  return places
}

/** The places as the students page shows them; an admin may change the plan. */
export async function getStudentPlaces(
  db: Db,
  actor: Actor,
): Promise<StudentPlaces & { canUpgrade: boolean }> {
  assertAdult(actor)
  return { ...(await studentPlaces(db, actor.schoolId)), canUpgrade: isSchoolAdmin(actor) }
}
