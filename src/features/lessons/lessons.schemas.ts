import * as z from 'zod/mini'
import { blockProgramSchema } from '@/kernel/lesson-content/lesson-content.schemas'

/** A lesson as a course item opens it (student player, teacher preview). */
export const lessonItemSchema = z.object({ itemId: z.uuid() })

export const freeLessonSchema = z.object({ lessonId: z.uuid() })

const uuid = z.uuid()
const stepKey = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(60))
/** Code a child writes: generous, but a paste of a whole book is refused. */
const code = z.string().check(z.maxLength(50_000, 'This code is too long to save.'))
const seconds = z.number().check(z.int(), z.gte(0), z.lte(86_400))
/** The blocks the code was written from (blocks lessons), in the engine's format. */
const blocksJson = z.nullable(z.optional(blockProgramSchema))

/** Autosave: one new revision of a step's code, built on `baseRevision`. */
export const saveCodeInput = z.object({
  itemId: uuid,
  stepKey,
  baseRevision: z.number().check(z.int(), z.gte(0)),
  code,
  blocksJson,
  clientId: z.optional(z.string().check(z.maxLength(64))),
  timeSpentSeconds: z.optional(seconds),
})
export type SaveCodeInput = z.infer<typeof saveCodeInput>

export const recordStepInput = z.object({
  itemId: uuid,
  stepKey,
  /** run: the child pressed Run; done: the step is finished; visit: the child moved to it. */
  kind: z.enum(['run', 'done', 'visit']),
  done: z.boolean(),
  checksPassed: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  checksTotal: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  timeSpentSeconds: z.optional(seconds),
})
export type RecordStepInput = z.infer<typeof recordStepInput>

/** A guest's free-lesson work (progress's `guestLessonsToImport`), into the account. */
export const guestLessonImport = z.object({
  lessons: z
    .array(
      z.object({
        lessonId: uuid,
        steps: z.record(stepKey, z.object({ done: z.boolean(), code: z.optional(code), blocksJson })),
      }),
    )
    .check(z.maxLength(50)),
})
export type GuestLessonImport = z.infer<typeof guestLessonImport>
