import { ADULTS } from '@/access/visitor'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  type CourseOption,
  listCourseOptions,
  type ResourceItem,
  seenBy,
  selectResources,
  toItem,
} from './resource-items.server'

export interface DashboardResources {
  courses: CourseOption[]
  resources: ResourceItem[]
  canAddGlobal: boolean
}

/** The dashboard's resources page: the school's and the global ones, with the courses to file them under. */
export async function listDashboardResources(db: Db, actor: Actor): Promise<DashboardResources> {
  assertActor(actor, ...ADULTS)
  const [courses, rows] = await Promise.all([
    listCourseOptions(db, actor.schoolId),
    selectResources(db, seenBy(actor.schoolId)),
  ])
  const courseIds = new Set(courses.map((course) => course.id))
  return {
    courses,
    resources: rows
      .filter((row) => row.cardId === null || courseIds.has(row.cardId))
      .map((row) => toItem(actor, row)),
    canAddGlobal: actor.visitorType === 'staff',
  }
}
