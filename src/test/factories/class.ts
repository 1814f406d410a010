import { generateJoinCode } from '@/lib/join-code'
import type { Db } from '@/server/db/client'
import { classCards, classMembers, classTeachers, schoolClasses } from '@/server/db/schema'
import { uniqueId } from './unique'

export interface ClassOverrides extends Partial<Omit<typeof schoolClasses.$inferInsert, 'id' | 'schoolId'>> {
  teacherIds?: string[]
  studentIds?: string[]
  /** Courses (card ids) assigned to the class. */
  courseIds?: string[]
}

/**
 * A class (a `classes` row) with a fresh join code, picture login by default, and its teachers,
 * students and courses given by profile and card ids.
 */
export async function createClass(db: Db, school: { id: string }, overrides: ClassOverrides = {}) {
  const { teacherIds = [], studentIds = [], courseIds = [], ...values } = overrides
  const [row] = await db
    .insert(schoolClasses)
    .values({
      schoolId: school.id,
      name: `Class ${uniqueId()}`,
      joinCode: generateJoinCode(),
      loginType: 'picture',
      ...values,
    })
    .returning()
  if (!row) throw new Error('class not created')
  if (teacherIds.length > 0) {
    await db.insert(classTeachers).values(teacherIds.map((profileId) => ({ classId: row.id, profileId })))
  }
  if (studentIds.length > 0) {
    await db.insert(classMembers).values(studentIds.map((profileId) => ({ classId: row.id, profileId })))
  }
  if (courseIds.length > 0) {
    await db.insert(classCards).values(courseIds.map((cardId) => ({ classId: row.id, cardId })))
  }
  return row
}
