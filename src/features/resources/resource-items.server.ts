import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cards, files, profiles, resources } from '@/server/db/schema'
import type { ResourceKind } from './resources.schemas'

/**
 * Teaching resources (PRODUCT.md §3): lesson plans, slides, worksheets, videos and links, per
 * course or general, uploaded (PDF or images, ≤ 20 MB) or linked. A school sees its own and the
 * product-wide (global) ones staff add. Students and guests see the student kinds on the open
 * /student/resources pages.
 */

/** The rows every resources page reads: a resource as shown, who may delete it, the courses seen. */

export interface ResourceItem {
  id: string
  title: string
  kind: ResourceKind
  cardId: string | null
  global: boolean
  /** Where it opens: the link, or /files/{id}. */
  href: string
  file: { name: string; sizeBytes: number; contentType: string } | null
  addedBy: string | null
  createdAt: Date
  canDelete: boolean
}

export interface CourseOption {
  id: string
  title: string
  ageMin: number
  ageMax: number
  color: string
}

/** Courses a school can see: published catalog courses and its own. */
export function visibleCards(schoolId: string | null): SQL {
  return and(
    eq(cards.published, true),
    schoolId ? or(isNull(cards.schoolId), eq(cards.schoolId, schoolId)) : isNull(cards.schoolId),
  )!
}

/** The columns of a course as the resources pages offer it. */
export const courseOptionColumns = {
  id: cards.id,
  title: cards.title,
  ageMin: cards.ageMin,
  ageMax: cards.ageMax,
  color: cards.color,
}

export async function listCourseOptions(db: Db, schoolId: string | null): Promise<CourseOption[]> {
  return db
    .select(courseOptionColumns)
    .from(cards)
    .where(visibleCards(schoolId))
    .orderBy(asc(cards.position), asc(cards.title))
}

const resourceColumns = {
  id: resources.id,
  title: resources.title,
  kind: resources.kind,
  cardId: resources.cardId,
  schoolId: resources.schoolId,
  url: resources.url,
  fileId: resources.fileId,
  fileName: files.fileName,
  fileSize: files.sizeBytes,
  fileType: files.contentType,
  addedBy: profiles.name,
  createdByProfileId: resources.createdByProfileId,
  createdAt: resources.createdAt,
}

export type ResourceRow = {
  id: string
  title: string
  kind: ResourceKind
  cardId: string | null
  schoolId: string | null
  url: string | null
  fileId: string | null
  fileName: string | null
  fileSize: number | null
  fileType: string | null
  addedBy: string | null
  createdByProfileId: string | null
  createdAt: Date
}

export function canDelete(
  actor: Actor | null,
  row: Pick<ResourceRow, 'schoolId' | 'createdByProfileId'>,
): boolean {
  if (!actor || actor.visitorType === 'student') return false
  if (row.schoolId === null) return actor.visitorType === 'staff'
  if (row.schoolId !== actor.schoolId) return false
  return actor.visitorType !== 'teacher' || row.createdByProfileId === actor.profileId
}

export function toItem(actor: Actor | null, row: ResourceRow): ResourceItem {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    cardId: row.cardId,
    global: row.schoolId === null,
    href: row.fileId ? `/files/${row.fileId}` : (row.url ?? '#'),
    file:
      row.fileId && row.fileName
        ? { name: row.fileName, sizeBytes: row.fileSize ?? 0, contentType: row.fileType ?? '' }
        : null,
    addedBy: row.schoolId === null ? 'CodeSchool' : row.addedBy,
    createdAt: row.createdAt,
    canDelete: canDelete(actor, row),
  }
}

export async function selectResources(db: Db, where: SQL | undefined): Promise<ResourceRow[]> {
  return db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(files, eq(files.id, resources.fileId))
    .leftJoin(profiles, eq(profiles.id, resources.createdByProfileId))
    .where(where)
    .orderBy(asc(resources.kind), desc(resources.createdAt))
}

export const seenBy = (schoolId: string | null) =>
  schoolId ? or(isNull(resources.schoolId), eq(resources.schoolId, schoolId)) : isNull(resources.schoolId)
