import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor } from '@/server/middleware/auth'
import { importGuestProgress, recordStep, saveCode } from './lesson-work.server'
import {
  freeLessonSchema,
  guestLessonImport,
  lessonItemSchema,
  recordStepInput,
  saveCodeInput,
} from './lessons.schemas'
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

/** Autosave: one new revision of a step's code, with the version check. */
export const saveLessonCode = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('student')])
  .validator(validInput(saveCodeInput))
  .handler(async ({ context, data }) => saveCode(await getDb(), context.auth, data))

/** A run, a finished step or a step visited: attempts, checks passed, time, completion. */
export const recordLessonStep = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('student')])
  .validator(validInput(recordStepInput))
  .handler(async ({ context, data }) => recordStep(await getDb(), context.auth, data))

/** A guest's free-lesson work, into the signed-in student's account. */
export const importGuestLessons = createServerFn({ method: 'POST' })
  .middleware([requireVisitor('student')])
  .validator(validInput(guestLessonImport))
  .handler(async ({ context, data }) => importGuestProgress(await getDb(), context.auth, data))
