import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { ADULTS } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cardSectionItems, cards, files, profiles, resources } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { checkUpload, storeFile, type Upload } from '@/server/files/files.server'
import {
  RESOURCE_MAX_BYTES,
  type ResourceFields,
  type ResourceKind,
  resourceUrl,
  studentResourceKinds,
} from './resources.schemas'

/**
 * Teaching resources (PRODUCT.md §3): lesson plans, slides, worksheets, videos and links, per
 * course or general, uploaded (PDF or images, ≤ 20 MB) or linked. A school sees its own and the
 * product-wide (global) ones staff add. Students and guests see the student kinds on the open
 * /student/resources pages.
 */

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
function visibleCards(schoolId: string | null): SQL {
  return and(
    eq(cards.published, true),
    schoolId ? or(isNull(cards.schoolId), eq(cards.schoolId, schoolId)) : isNull(cards.schoolId),
  )!
}

async function listCourseOptions(db: Db, schoolId: string | null): Promise<CourseOption[]> {
  return db
    .select({
      id: cards.id,
      title: cards.title,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      color: cards.color,
    })
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

type ResourceRow = {
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

function canDelete(actor: Actor | null, row: Pick<ResourceRow, 'schoolId' | 'createdByProfileId'>): boolean {
  if (!actor || actor.visitorType === 'student') return false
  if (row.schoolId === null) return actor.visitorType === 'staff'
  if (row.schoolId !== actor.schoolId) return false
  return actor.visitorType !== 'teacher' || row.createdByProfileId === actor.profileId
}

function toItem(actor: Actor | null, row: ResourceRow): ResourceItem {
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

async function selectResources(db: Db, where: SQL | undefined): Promise<ResourceRow[]> {
  return db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(files, eq(files.id, resources.fileId))
    .leftJoin(profiles, eq(profiles.id, resources.createdByProfileId))
    .where(where)
    .orderBy(asc(resources.kind), desc(resources.createdAt))
}

const seenBy = (schoolId: string | null) =>
  schoolId ? or(isNull(resources.schoolId), eq(resources.schoolId, schoolId)) : isNull(resources.schoolId)

export interface DashboardResources {
  courses: CourseOption[]
  resources: ResourceItem[]
  canAddGlobal: boolean
}

/** The dashboard's resources page: the school's and the global ones, with the courses to file them under. */
export async function listDashboardResources(db: Db, actor: Actor): Promise<DashboardResources> {
  assertActor(actor, ...ADULTS)
  const [courses, rows] = await Promise.all([
    listCourseOptions(db, actor.schoolId),
    selectResources(db, seenBy(actor.schoolId)),
  ])
  const courseIds = new Set(courses.map((course) => course.id))
  return {
    courses,
    resources: rows
      .filter((row) => row.cardId === null || courseIds.has(row.cardId))
      .map((row) => toItem(actor, row)),
    canAddGlobal: actor.visitorType === 'staff',
  }
}

async function checkCard(db: Db, schoolId: string, cardId: string): Promise<void> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(schoolId)))
  if (!card) {
    const message = 'Choose one of the courses in the list.'
    throw new HttpError(400, message, [{ field: 'cardId', message }])
  }
}

/** Adds a link or an uploaded file. Global resources are for staff only. */
export async function addResource(
  db: Db,
  actor: Actor,
  fields: ResourceFields,
  upload: Upload | null,
): Promise<{ id: string }> {
  assertActor(actor, ...ADULTS)
  if (fields.scope === 'global' && actor.visitorType !== 'staff') {
    throw new HttpError(403, 'Only CodeSchool staff can add resources for every school.')
  }
  const schoolId = fields.scope === 'global' ? null : actor.schoolId
  if (fields.cardId) await checkCard(db, actor.schoolId, fields.cardId)

  let url: string | null = null
  let checked: ReturnType<typeof checkUpload> | null = null
  if (fields.source === 'link') {
    const parsed = resourceUrl.safeParse(fields.url)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Paste a full link that starts with https://'
      throw new HttpError(400, message, [{ field: 'url', message }])
    }
    url = parsed.data
  } else {
    if (!upload) {
      throw new HttpError(400, 'Choose a file to upload.', [
        { field: 'file', message: 'Choose a file to upload.' },
      ])
    }
    checked = checkUpload(upload, {
      kinds: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'svg'],
      maxBytes: RESOURCE_MAX_BYTES,
      field: 'file',
    })
  }

  return db.transaction(async (tx) => {
    const fileId = checked ? await storeFile(tx, schoolId, checked) : null
    const [row] = await tx
      .insert(resources)
      .values({
        schoolId,
        cardId: fields.cardId || null,
        title: fields.title,
        kind: fields.kind,
        url,
        fileId,
        createdByProfileId: actor.profileId,
      })
      .returning({ id: resources.id })
    if (schoolId) {
      await recordActivity(tx, {
        schoolId,
        profileId: actor.profileId,
        kind: 'resource_added',
        subject: { resourceId: row!.id, title: fields.title, resourceKind: fields.kind },
      })
    }
    return { id: row!.id }
  })
}

/**
 * Deletes a resource and its file. Teachers delete what they added, admins any of their school's,
 * staff the global ones. Another school's resource is not found. A resource that is part of a
 * course's sections is changed in the course editor instead.
 */
export async function deleteResource(db: Db, actor: Actor, resourceId: string): Promise<void> {
  assertActor(actor, ...ADULTS)
  const [row] = await db
    .select({
      schoolId: resources.schoolId,
      createdByProfileId: resources.createdByProfileId,
      fileId: resources.fileId,
    })
    .from(resources)
    .where(and(eq(resources.id, resourceId), seenBy(actor.schoolId)))
  if (!row) throw new HttpError(404, 'This resource was not found. It may have been deleted already.')
  if (!canDelete(actor, row)) {
    throw new HttpError(
      403,
      row.schoolId === null
        ? 'This resource is provided by CodeSchool for every school and cannot be deleted here.'
        : 'Only the teacher who added this resource, or an admin, can delete it.',
    )
  }
  const [inCourse] = await db
    .select({ id: cardSectionItems.id })
    .from(cardSectionItems)
    .where(eq(cardSectionItems.resourceId, resourceId))
    .limit(1)
  if (inCourse) {
    throw new HttpError(409, 'This resource is part of a course’s lessons. Change it in the course editor.')
  }
  await db.transaction(async (tx) => {
    await tx.delete(resources).where(eq(resources.id, resourceId))
    if (row.fileId) await tx.delete(files).where(eq(files.id, row.fileId))
  })
}

export interface PublicCourseResources {
  course: CourseOption
  resources: ResourceItem[]
}

/**
 * The open student pages (/student/resources…, anyone with the link): the student kinds only,
 * of the host's school and the global ones, grouped by course. `cardId` narrows to one course.
 */
export async function listPublicResources(
  db: Db,
  hostSchoolId: string | null,
  input: { cardId?: string } = {},
): Promise<{ courses: PublicCourseResources[]; general: ResourceItem[] }> {
  const courses = await listCourseOptions(db, hostSchoolId)
  const wanted = input.cardId ? courses.filter((course) => course.id === input.cardId) : courses
  const rows = await selectResources(
    db,
    and(
      seenBy(hostSchoolId),
      inArray(resources.kind, [...studentResourceKinds]),
      input.cardId ? eq(resources.cardId, input.cardId) : undefined,
    ),
  )
  const items = rows.map((row) => toItem(null, row))
  return {
    courses: wanted.map((course) => ({
      course,
      resources: items.filter((item) => item.cardId === course.id),
    })),
    general: input.cardId ? [] : items.filter((item) => item.cardId === null),
  }
}

/** A course as the open student pages show it; null when it is not one the host's school can see. */
export async function findPublicCourse(
  db: Db,
  hostSchoolId: string | null,
  cardId: string,
): Promise<CourseOption | null> {
  const [course] = await db
    .select({
      id: cards.id,
      title: cards.title,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      color: cards.color,
    })
    .from(cards)
    .where(and(eq(cards.id, cardId), visibleCards(hostSchoolId)))
  return course ?? null
}
