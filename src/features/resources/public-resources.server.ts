import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { cards, resources } from '@/server/db/schema'
import {
  type CourseOption,
  courseOptionColumns,
  listCourseOptions,
  type ResourceItem,
  seenBy,
  selectResources,
  toItem,
  visibleCards,
} from './resource-items.server'
import { studentResourceKinds } from './resources.schemas'

export interface PublicCourseResources {
  course: CourseOption
  resources: ResourceItem[]
}

/**
 * The open student pages (/student/resources…, anyone with the link): the student kinds only,
 * of the host's school and the global ones, grouped by course. `cardId` narrows to one course.
 */
export async function listPublicResources(
  db: Db,
  hostSchoolId: string | null,
  input: { cardId?: string } = {},
): Promise<{ courses: PublicCourseResources[]; general: ResourceItem[] }> {
  const courses = await listCourseOptions(db, hostSchoolId)
  const wanted = input.cardId ? courses.filter((course) => course.id === input.cardId) : courses
  const rows = await selectResources(
    db,
    and(
      seenBy(hostSchoolId),
      inArray(resources.kind, [...studentResourceKinds]),
      input.cardId ? eq(resources.cardId, input.cardId) : undefined,
    ),
  )
  const items = rows.map((row) => toItem(null, row))
  return {
    courses: wanted.map((course) => ({
      course,
      resources: items.filter((item) => item.cardId === course.id),
    })),
    general: input.cardId ? [] : items.filter((item) => item.cardId === null),
  }
}

/** A course as the open student pages show it; null when it is not one the host's school can see. */
export async function findPublicCourse(
  db: Db,
  hostSchoolId: string | null,
  cardId: string,
): Promise<CourseOption | null> {
  const [course] = await db
    .select(courseOptionColumns)
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(hostSchoolId)))
  return course ?? null
}
