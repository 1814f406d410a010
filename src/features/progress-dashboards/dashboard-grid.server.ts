import { recordAudit } from '@/features/audit/audit-record.server'
import { encodeMasks, practisedMask, summarizeConcepts } from '@/kernel/lesson-content'
import type { Db } from '@/server/db/client'
import type { PaidActor } from './dashboard-access.server'
import { cellsOf, type GridRead, latest, readGrid, shapeOf } from './dashboard-grid-read.server'
import {
  applyCellChanges,
  type DashboardGrid,
  type DashboardGridAnswer,
  type GridCursor,
} from './grid-changes'
import { recallGrid, rememberGrid } from './grid-memory.server'
import {
  type GridLesson,
  type GridSection,
  type GridStudent,
  STATUS_CODES,
  summarizeSections,
} from './progress-grid'

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
