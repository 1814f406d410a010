import { createServerFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { loadFreeLesson, loadStudentLesson, loadTeacherLesson } from './lessons.server'

const itemInput = z.object({ itemId: z.uuid() })

/** The student player's data: their version, code and progress. */
export const fetchStudentLesson = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('student')])
  .validator(itemInput)
  .handler(async ({ context, data }) => loadStudentLesson(await getDb(), context.auth, data.itemId))

/** The teacher's preview with solutions, every hint and notes. */
export const fetchTeacherLesson = createServerFn({ method: 'GET' })
  .middleware([requireVisitor('teacher', 'admin', 'staff')])
  .validator(itemInput)
  .handler(async ({ context, data }) => loadTeacherLesson(await getDb(), context.auth, data.itemId))

/** A free lesson: open to everyone. */
export const fetchFreeLesson = createServerFn({ method: 'GET' })
  .validator(z.object({ lessonId: z.uuid() }))
  .handler(async ({ data }) => loadFreeLesson(await getDb(), data.lessonId))
