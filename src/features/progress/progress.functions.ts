import { createServerFn } from '@tanstack/react-start'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { guestLessonImport, recordStepInput, saveCodeInput } from './progress.schemas'
import { importGuestProgress, recordStep, saveCode } from './progress.server'

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
