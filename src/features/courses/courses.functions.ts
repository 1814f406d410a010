import { createServerFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import {
  getStudentCourse,
  getTeacherCourse,
  listFreeLessons,
  listStudentCourses,
  listTeacherCourses,
  setCourseAssignment,
} from './courses.server'

const cardInput = z.object({ cardId: z.uuid() })

export const fetchStudentCourses = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .handler(async ({ context }) => listStudentCourses(await getDb(), context.auth))

export const fetchStudentCourse = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(cardInput)
  .handler(async ({ context, data }) => getStudentCourse(await getDb(), context.auth, data.cardId))

export const fetchTeacherCourses = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .handler(async ({ context }) => listTeacherCourses(await getDb(), context.auth))

export const fetchTeacherCourse = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .validator(cardInput)
  .handler(async ({ context, data }) => getTeacherCourse(await getDb(), context.auth, data.cardId))

/** Gives a class a course (group_cards) or takes it away. */
export const assignCourse = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .validator(z.object({ cardId: z.uuid(), groupId: z.uuid(), assigned: z.boolean() }))
  .handler(async ({ context, data }) => setCourseAssignment(await getDb(), context.auth, data))

/** Free lessons are open to everyone, guests included. */
export const fetchFreeLessons = createServerFn({ method: 'GET' }).handler(async () =>
  listFreeLessons(await getDb()),
)
