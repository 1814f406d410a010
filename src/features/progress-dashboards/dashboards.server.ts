import { createHash } from 'node:crypto'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { practisingSteps } from '@/features/courses/concepts-shown.server'
import { stepsProgressOf } from '@/features/progress/progress.schemas'
import {
  encodeMasks,
  type PractisingStep,
  practisedMask,
  shownMask,
  summarizeConcepts,
} from '@/kernel/lesson-content'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classMembers,
  lessonProgress,
  lessons,
  lessonVersions,
  profiles,
  progressDashboards,
  schoolClasses,
} from '@/server/db/schema'
import { assertPaid, type PaidActor } from './dashboard-access.server'
import {
  applyCellChanges,
  type DashboardGrid,
  type DashboardGridAnswer,
  type GridCellChange,
  type GridCursor,
} from './grid-changes'
import { recallGrid, recallSteps, rememberGrid, rememberSteps } from './grid-memory.server'
import {
  type GridLesson,
  type GridSection,
  type GridStudent,
  type ProgressStatus,
  STATUS_CODES,
  summarizeSections,
} from './progress-grid'

export interface DashboardListItem {
  classId: string
  className: string
  cardId: string
  cardTitle: string
  dashboardId: string | null
  students: number
}

/** Class × course pairs the actor can see (active classes), with their dashboard if opened. One query. */
export async function listDashboards(db: Db, actor: Actor): Promise<DashboardListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
      dashboardId: progressDashboards.id,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .innerJoin(classCards, eq(classCards.classId, schoolClasses.id))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .leftJoin(
      progressDashboards,
      and(eq(progressDashboards.classId, schoolClasses.id), eq(progressDashboards.cardId, cards.id)),
    )
    .where(and(manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name), asc(cards.position), asc(cards.title))
  return rows.map((row) => ({ ...row, students: Number(row.students) }))
}

/** The dashboard of a class × course, created on first use; the course must be the class's. */
export async function openDashboard(
  db: Db,
  actor: Actor,
  input: { classId: string; cardId: string },
): Promise<{ dashboardId: string }> {
  assertAdult(actor)
  const [pair] = await db
    .select({ className: schoolClasses.name, cardTitle: cards.title })
    .from(schoolClasses)
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, input.cardId)))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .where(and(eq(schoolClasses.id, input.classId), manageableClasses(actor)))
  if (!pair) throw notFound('This class or course')
  await db
    .insert(progressDashboards)
    .values({
      schoolId: actor.schoolId,
      classId: input.classId,
      cardId: input.cardId,
      title: `${pair.className} · ${pair.cardTitle}`,
      createdByProfileId: actor.profileId,
    })
    .onConflictDoNothing({ target: [progressDashboards.classId, progressDashboards.cardId] })
  const [row] = await db
    .select({ id: progressDashboards.id })
    .from(progressDashboards)
    .where(and(eq(progressDashboards.classId, input.classId), eq(progressDashboards.cardId, input.cardId)))
  return { dashboardId: row!.id }
}

/**
 * A refetch with a cursor reads the progress rows changed since a little before it (a write whose
 * transaction ended just after the last read may carry an earlier time); re-sending a cell is harmless.
 */
const CURSOR_OVERLAP_MS = 2_000

/**
 * The class × lesson grid: four queries whatever the number of students and lessons. A dashboard
 * this process built lately is brought up to date from the progress rows changed since (decision
 * 149), the same four queries reading a few rows instead of every row of the class; a grid whose
 * students or lessons changed is read whole again.
 */
export async function getDashboardGrid(
  db: Db,
  actor: PaidActor,
  dashboardId: string,
): Promise<DashboardGrid> {
  const grid = await dashboardGrid(db, actor, dashboardId)
  // One record per view of the grid, naming the class, not one per child (decision 169).
  recordAudit(db, actor, 'class.progress.viewed', grid.schoolClass, { detail: { course: grid.card.title } })
  return grid
}

async function dashboardGrid(db: Db, actor: PaidActor, dashboardId: string): Promise<DashboardGrid> {
  const known = recallGrid(dashboardId)
  if (known) {
    const from = known.at ? new Date(new Date(known.at).getTime() - CURSOR_OVERLAP_MS) : null
    const read = await readGrid(db, actor, dashboardId, from)
    const shape = shapeOf(read)
    if (shape === known.shape) {
      const students = applyCellChanges(known.students, cellsOf(read))
      const at = latest(read.progress, known.at)
      rememberGrid(dashboardId, { shape, at, students })
      return gridOf(read, students, { at, shape })
    }
  }
  const read = await readGrid(db, actor, dashboardId, null)
  const { items, students, progress } = read
  const statuses = new Map<string, string[]>()
  const shown = new Map<string, number[]>()
  for (const student of students) {
    statuses.set(
      student.id,
      items.map(() => STATUS_CODES.not_started),
    )
    shown.set(
      student.id,
      items.map(() => 0),
    )
  }
  for (const cell of cellsOf(read)) {
    statuses.get(cell.studentId)![cell.index] = cell.status
    shown.get(cell.studentId)![cell.index] = cell.shown
  }
  const gridStudents = students.map((student) => ({
    id: student.id,
    name: student.name,
    cells: statuses.get(student.id)!.join(''),
    shown: encodeMasks(shown.get(student.id)!),
  }))
  const cursor = { at: latest(progress, null), shape: shapeOf(read) }
  rememberGrid(dashboardId, { ...cursor, students: gridStudents })
  return gridOf(read, gridStudents, cursor)
}

/** The grid to send: its dashboard, sections and lessons as just read, the students' cells given. */
function gridOf(read: GridRead, students: GridStudent[], cursor: GridCursor): DashboardGrid {
  const { dashboard, items } = read
  const sections: GridSection[] = []
  for (const item of items) {
    if (sections.at(-1)?.id !== item.sectionId)
      sections.push({ id: item.sectionId, title: item.sectionTitle })
  }
  const lessonsList: GridLesson[] = items.map(({ itemId, lessonId, title, sectionId, steps }) => ({
    itemId,
    lessonId,
    title,
    sectionId,
    practises: practisedMask(steps ?? []),
  }))
  return {
    id: dashboard.id,
    title: dashboard.title,
    schoolClass: { id: dashboard.classId, name: dashboard.className },
    card: { id: dashboard.cardId, title: dashboard.cardTitle },
    sections,
    lessons: lessonsList,
    students,
    summary: summarizeSections(sections, lessonsList, students),
    concepts: summarizeConcepts(sections, lessonsList, students),
    cursor,
  }
}

/**
 * A refetch of the grid the browser holds (decision 131): only the cells changed since its cursor,
 * in the same four queries; the whole grid when the class's students or the course's lessons are
 * no longer those it was drawn with (its shape).
 */
export async function getDashboardGridSince(
  db: Db,
  actor: PaidActor,
  dashboardId: string,
  since: GridCursor,
): Promise<DashboardGridAnswer> {
  const from = since.at ? new Date(new Date(since.at).getTime() - CURSOR_OVERLAP_MS) : null
  const read = await readGrid(db, actor, dashboardId, from)
  if (shapeOf(read) !== since.shape) {
    return { kind: 'grid', grid: await dashboardGrid(db, actor, dashboardId) }
  }
  return {
    kind: 'changes',
    changes: cellsOf(read),
    cursor: { at: latest(read.progress, since.at), shape: since.shape },
  }
}

type GridRead = Awaited<ReturnType<typeof readGrid>>

/** The dashboard, its lessons and students, and the progress rows (changed after `from`, if given). */
async function readGrid(db: Db, actor: PaidActor, dashboardId: string, from: Date | null) {
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
function cellsOf({ items, students, progress }: GridRead): GridCellChange[] {
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
function shapeOf({ items, students }: GridRead): string {
  const hash = createHash('sha256')
  for (const item of items) hash.update(`${item.itemId}:${practisedMask(item.steps ?? [])};`)
  hash.update('|')
  for (const student of students) hash.update(`${student.id}:${student.name};`)
  return hash.digest('base64url').slice(0, 22)
}

/** The latest change time among the rows read, as the next cursor (else the one given). */
function latest(rows: readonly { updatedAt: Date }[], given: string | null): string | null {
  let at = given ? new Date(given).getTime() : Number.NEGATIVE_INFINITY
  for (const row of rows) at = Math.max(at, row.updatedAt.getTime())
  return Number.isFinite(at) ? new Date(at).toISOString() : null
}
