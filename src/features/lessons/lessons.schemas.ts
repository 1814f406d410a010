import * as z from 'zod/mini'

/** A lesson as a course item opens it (student player, teacher preview). */
export const lessonItemSchema = z.object({ itemId: z.uuid() })

export const freeLessonSchema = z.object({ lessonId: z.uuid() })
