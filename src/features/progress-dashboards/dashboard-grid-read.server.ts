import { createHash } from 'node:crypto'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { practisingSteps } from '@/features/courses/concepts-shown.server'
import { stepsProgressOf } from '@/features/progress/progress.schemas'
import { type PractisingStep, practisedMask, shownMask } from '@/kernel/lesson-content'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  classMembers,
  lessonProgress,
  lessons,
  lessonVersions,
  profiles,
  progressDashboards,
  schoolClasses,
} from '@/server/db/schema'
import { assertPaid, type PaidActor } from './dashboard-access.server'
import type { GridCellChange } from './grid-changes'
import { recallSteps, rememberSteps } from './grid-memory.server'
import { type ProgressStatus, STATUS_CODES } from './progress-grid'

export type GridRead = Awaited<ReturnType<typeof readGrid>>

/** The dashboard, its lessons and students, and the progress rows (changed after `from`, if given). */
export async function readGrid(db: Db, actor: PaidActor, dashboardId: string, from: Date | null) {
  assertPaid(actor)
  const [dashboard] = await db
    .select({
      id: progressDashboards.id,
      title: progressDashboards.title,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
    })
    .from(progressDashboards)
    .innerJoin(schoolClasses, eq(schoolClasses.id, progressDashboards.classId))
    .innerJoin(cards, eq(cards.id, progressDashboards.cardId))
    .where(
      and(
        eq(progressDashboards.id, dashboardId),
        eq(progressDashboards.schoolId, actor.schoolId),
        manageableClasses(actor),
      ),
    )
  if (!dashboard) throw notFound('This progress dashboard')

  // The steps of the versions this dashboard's last read saw are known (a version never changes):
  // the database works them out only for the others.
  const known = recallSteps(dashboardId)
  const steps =
    known && known.size > 0
      ? sql<PractisingStep[] | null>`case when ${q(lessonVersions.id)} in (${sql.join(
          [...known.keys()].map((id) => sql`${id}`),
          sql`, `,
        )}) then null else ${practisingSteps} end`
      : practisingSteps
  const [itemRows, students, progress] = await Promise.all([
    db
      .select({
        itemId: cardSectionItems.id,
        lessonId: lessons.id,
        title: lessons.title,
        sectionId: cardSections.id,
        sectionTitle: cardSections.title,
        versionId: lessonVersions.id,
        steps,
      })
      .from(cardSectionItems)
      .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
      .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
      .leftJoin(lessonVersions, eq(lessonVersions.id, lessons.currentVersionId))
      .where(and(eq(cardSections.cardId, dashboard.cardId), eq(cardSectionItems.kind, 'lesson')))
      .orderBy(asc(cardSections.position), asc(cardSectionItems.position)),
    db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .innerJoin(classMembers, eq(classMembers.profileId, profiles.id))
      .where(and(eq(classMembers.classId, dashboard.classId), manageableStudents(actor)))
      .orderBy(asc(profiles.name), asc(profiles.id)),
    db
      .select({
        profileId: lessonProgress.profileId,
        itemId: lessonProgress.cardSectionItemId,
        status: lessonProgress.status,
        checksPassed: lessonProgress.checksPassed,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.schoolId, actor.schoolId),
          from ? gt(lessonProgress.updatedAt, from) : undefined,
          sql`${q(lessonProgress.profileId)} in (select ${q(classMembers.profileId)} from ${classMembers} where ${q(classMembers.classId)} = ${dashboard.classId})`,
          sql`${q(lessonProgress.cardSectionItemId)} in (select ${q(cardSectionItems.id)} from ${cardSectionItems} join ${cardSections} on ${q(cardSections.id)} = ${q(cardSectionItems.sectionId)} where ${q(cardSections.cardId)} = ${dashboard.cardId})`,
        ),
      ),
  ])

  const stepsNow = new Map<string, PractisingStep[] | null>()
  const items = itemRows.map(({ versionId, steps: read, ...item }) => {
    const itemSteps = versionId && known?.has(versionId) ? known.get(versionId)! : read
    if (versionId) stepsNow.set(versionId, itemSteps)
    return { ...item, steps: itemSteps }
  })
  rememberSteps(dashboardId, stepsNow)
  return { dashboard, items, students, progress }
}

/** Each progress row as the grid's cell: the student, the lesson's column, its codes. */
export function cellsOf({ items, students, progress }: GridRead): GridCellChange[] {
  const column = new Map(items.map((item, index) => [item.itemId, index]))
  const members = new Set(students.map((student) => student.id))
  const cells: GridCellChange[] = []
  for (const row of progress) {
    const index = column.get(row.itemId)
    if (index === undefined || !members.has(row.profileId)) continue
    cells.push({
      studentId: row.profileId,
      index,
      status: STATUS_CODES[row.status as ProgressStatus],
      shown: shownMask(items[index]!.steps ?? [], stepsProgressOf(row.checksPassed)),
    })
  }
  return cells
}

/** The students (and their names) and the lessons (and what they practise) the grid is drawn with. */
export function shapeOf({ items, students }: GridRead): string {
  const hash = createHash('sha256')
  for (const item of items) hash.update(`${item.itemId}:${practisedMask(item.steps ?? [])};`)
  hash.update('|')
  for (const student of students) hash.update(`${student.id}:${student.name};`)
  return hash.digest('base64url').slice(0, 22)
}

/** The latest change time among the rows read, as the next cursor (else the one given). */
export function latest(rows: readonly { updatedAt: Date }[], given: string | null): string | null {
  let at = given ? new Date(given).getTime() : Number.NEGATIVE_INFINITY
  for (const row of rows) at = Math.max(at, row.updatedAt.getTime())
  return Number.isFinite(at) ? new Date(at).toISOString() : null
}
