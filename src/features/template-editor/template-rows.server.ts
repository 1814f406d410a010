import { eq } from 'drizzle-orm'
import { admits, LESSON_EDITORS } from '@/access/allowed-visitors'
import { type Viewer as CourseViewer, notFound } from '@/features/courses/course-access.server'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import type { Actor as SessionActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { lessonTemplates } from '@/server/db/schema'
import { type FieldError, HttpError } from '@/server/errors'

/** What every template operation starts with: who may, the template's row, its draft read as a lesson. */

/**
 * Lesson templates are staff's (SPEC §2.5), lesson editors included whatever their profile's role
 * (decision 166): teachers and admins get 403 even with a valid id.
 */
export type Viewer = CourseViewer & Pick<SessionActor, 'userRole'>

export function assertStaff(viewer: Viewer): void {
  if (!admits(LESSON_EDITORS, viewer)) throw new HttpError(403, m.template_editor_error_staff_only())
}

export type Actor = Viewer & { userId: string }

export async function templateRow(db: Db, templateId: string) {
  const [row] = await db.select().from(lessonTemplates).where(eq(lessonTemplates.id, templateId))
  if (!row) throw notFound('This lesson template')
  return row
}

export function parseDraft(value: unknown): LessonContent {
  const parsed = lessonContentSchema.safeParse(value)
  if (!parsed.success) throw new HttpError(409, m.template_editor_error_draft_format())
  return parsed.data
}

/** zod issues as the spec's field errors: `steps.2.checks.0.fail` → its message. */
export function draftFieldErrors(value: unknown): FieldError[] {
  const parsed = lessonContentSchema.safeParse(value)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}
