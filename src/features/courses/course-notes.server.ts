import { loadCourses } from '~/content'

/**
 * A shipped course's notes for teachers (content/, markdown). They live with the course files,
 * not in the database: courses written elsewhere have none.
 */
export function courseTeacherNotes(slug: string): string | null {
  try {
    return loadCourses().courses.find((course) => course.slug === slug)?.teacherNotes ?? null
  } catch {
    return null
  }
}
