import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor } from '@/server/middleware/auth'
import { freeLessonSchema, lessonItemSchema } from './lessons.schemas'
import { loadFreeLesson, loadStudentLesson, loadTeacherLesson } from './lessons.server'

/** The student player's data: their version, code and progress. */
export const fetchStudentLesson = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(validInput(lessonItemSchema))
  .handler(async ({ context, data }) => loadStudentLesson(await getDb(), context.auth, data.itemId))

/** The teacher's preview with solutions, every hint and notes. */
export const fetchTeacherLesson = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADULTS)])
  .validator(validInput(lessonItemSchema))
  .handler(async ({ context, data }) => loadTeacherLesson(await getDb(), context.auth, data.itemId))

/** A free lesson: open to everyone. */
export const fetchFreeLesson = createServerFn({ method: 'GET' })
  .middleware([publicAccess('free lessons are for guests')])
  .validator(validInput(freeLessonSchema))
  .handler(async ({ data }) => loadFreeLesson(await getDb(), data.lessonId))
