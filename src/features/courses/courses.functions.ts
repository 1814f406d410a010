import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor } from '@/server/middleware/auth'
import { setCourseAssignment } from './course-assignment.server'
import { courseAssignmentSchema, courseCardSchema } from './courses.schemas'
import { listFreeLessons } from './free-lessons.server'
import { getStudentCourse, listStudentCourses } from './student-courses.server'
import { getTeacherCourse, listTeacherCourses } from './teacher-courses.server'

export const fetchStudentCourses = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .handler(async ({ context }) => listStudentCourses(await getDb(), context.auth))

/** Last year's courses (archived classes), where a child finds their old projects (decision 121). */
export const fetchLastYearCourses = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .handler(async ({ context }) => listStudentCourses(await getDb(), context.auth, 'last'))

export const fetchStudentCourse = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(validInput(courseCardSchema))
  .handler(async ({ context, data }) => getStudentCourse(await getDb(), context.auth, data.cardId))

export const fetchTeacherCourses = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADULTS)])
  .handler(async ({ context }) => listTeacherCourses(await getDb(), context.auth))

export const fetchTeacherCourse = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADULTS)])
  .validator(validInput(courseCardSchema))
  .handler(async ({ context, data }) => getTeacherCourse(await getDb(), context.auth, data.cardId))

/** Gives a class a course (class_cards) or takes it away. */
export const assignCourse = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...ADULTS)])
  .validator(validInput(courseAssignmentSchema))
  .handler(async ({ context, data }) => setCourseAssignment(await getDb(), context.auth, data))

/** Free lessons are open to everyone, guests included. */
export const fetchFreeLessons = createServerFn({ method: 'GET' })
  .middleware([publicAccess('free lessons are for guests')])
  .handler(async () => listFreeLessons(await getDb()))
