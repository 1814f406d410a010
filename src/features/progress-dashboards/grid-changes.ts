import { encodeMasks, maskAt, type SectionConcept, summarizeConcepts } from '@/kernel/lesson-content'
import {
  type GridLesson,
  type GridSection,
  type GridStudent,
  type SectionSummary,
  summarizeSections,
} from './progress-grid'

/**
 * Where a grid the browser holds stands (decision 131): the latest progress change it has seen, and
 * a fingerprint of the students and lessons it was drawn with.
 */
export interface GridCursor {
  /** ISO time of the latest change read; null when no student had started a lesson. */
  at: string | null
  shape: string
}

export interface DashboardGrid {
  id: string
  title: string
  schoolClass: { id: string; name: string }
  card: { id: string; title: string }
  sections: GridSection[]
  lessons: GridLesson[]
  students: GridStudent[]
  summary: SectionSummary[]
  /** Per section id: the ideas its lessons practise and how many students have shown each. */
  concepts: Record<string, SectionConcept[]>
  cursor: GridCursor
}

/** One cell as it now stands: the student's status code and concept mask at a lesson's column. */
export interface GridCellChange {
  studentId: string
  index: number
  status: string
  shown: number
}

/** A refetch's answer: the cells changed since the cursor, or the whole grid when its shape changed. */
export type DashboardGridAnswer =
  | { kind: 'grid'; grid: DashboardGrid }
  | { kind: 'changes'; changes: GridCellChange[]; cursor: GridCursor }

function setAt(text: string, index: number, char: string): string {
  return text[index] === char ? text : text.slice(0, index) + char + text.slice(index + 1)
}

/**
 * The students with the changed cells applied. A student whose cells did not change keeps the same
 * object (and the list stays the same array when none did), so the memoised rows of the table
 * render only the students that moved on.
 */
export function applyCellChanges(students: GridStudent[], changes: readonly GridCellChange[]): GridStudent[] {
  if (changes.length === 0) return students
  const byStudent = new Map<string, GridCellChange[]>()
  for (const change of changes) {
    const list = byStudent.get(change.studentId) ?? []
    list.push(change)
    byStudent.set(change.studentId, list)
  }
  let changed = false
  const next = students.map((student) => {
    const own = byStudent.get(student.id)
    if (!own) return student
    let { cells, shown } = student
    for (const change of own) {
      cells = setAt(cells, change.index, change.status)
      if (maskAt(shown, change.index) !== change.shown) {
        shown = setAt(shown, change.index, encodeMasks([change.shown]))
      }
    }
    if (cells === student.cells && shown === student.shown) return student
    changed = true
    return { ...student, cells, shown }
  })
  return changed ? next : students
}

/** The grid with the changed cells applied (see applyCellChanges), its summaries counted again. */
export function applyGridChanges(
  grid: DashboardGrid,
  changes: readonly GridCellChange[],
  cursor: GridCursor,
): DashboardGrid {
  const students = applyCellChanges(grid.students, changes)
  if (students === grid.students) {
    return grid.cursor.at === cursor.at && grid.cursor.shape === cursor.shape ? grid : { ...grid, cursor }
  }
  return {
    ...grid,
    students,
    summary: summarizeSections(grid.sections, grid.lessons, students),
    concepts: summarizeConcepts(grid.sections, grid.lessons, students),
    cursor,
  }
}
