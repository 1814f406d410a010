import { z } from 'zod'
import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'

/** Inputs of the template editor's server functions (the draft itself is checked by the server). */
export const templateIdInput = z.object({ templateId: z.uuid() })
export const openTemplateInput = z.object({ itemId: z.uuid() })
export const saveDraftInput = z.object({ templateId: z.uuid(), draft: z.unknown() })
export const publishInput = z.object({ templateId: z.uuid(), safeChange: z.boolean() })

export type SaveDraftInput = z.infer<typeof saveDraftInput>
export type PublishInput = z.infer<typeof publishInput>

export interface TemplateVersion {
  id: string
  version: number
  safeChange: boolean
  createdAt: string
  current: boolean
}

export interface TemplateView {
  id: string
  lessonId: string | null
  title: string
  status: 'draft' | 'published'
  updatedAt: string
  draft: LessonContent
  versions: TemplateVersion[]
}

export interface PublishResult {
  versionId: string
  version: number
  safeChange: boolean
  /** Students in the middle of the lesson moved onto the new version (safe changes only). */
  movedStudents: number
}
