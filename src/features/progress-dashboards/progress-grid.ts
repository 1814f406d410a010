/**
 * The class × lesson grid in a compact form: one character per lesson for each student, so 200
 * students × 100 lessons travel as 200 short strings, not 20,000 objects.
 */
export type ProgressStatus = 'not_started' | 'in_progress' | 'completed'

export const STATUS_CODES: Record<ProgressStatus, string> = {
  not_started: '0',
  in_progress: '1',
  completed: '2',
}

const BY_CODE: Record<string, ProgressStatus> = { '0': 'not_started', '1': 'in_progress', '2': 'completed' }

export function statusAt(cells: string, index: number): ProgressStatus {
  return BY_CODE[cells[index] ?? '0'] ?? 'not_started'
}

export interface GridSection {
  id: string
  title: string
}

export interface GridLesson {
  itemId: string
  lessonId: string
  title: string
  sectionId: string
  /** The ideas the lesson's code steps practise, as a concept mask (concept-mastery.ts). */
  practises: number
}

export interface GridStudent {
  id: string
  name: string
  /** One status code per lesson, in the order of `lessons`. */
  cells: string
  /** One concept mask per lesson: the ideas shown there (concept-mastery.ts encodeMasks). */
  shown: string
}

export interface SectionSummary {
  sectionId: string
  title: string
  lessons: number
  completed: number
  inProgress: number
  notStarted: number
  /** Students who completed every lesson of the section. */
  studentsFinished: number
  /** Completed cells out of all cells of the section, 0–100. */
  percentCompleted: number
}

/** Per section: how many lesson × student cells are in each status, and who finished it. */
export function summarizeSections(
  sections: readonly GridSection[],
  lessons: readonly Pick<GridLesson, 'sectionId'>[],
  students: readonly Pick<GridStudent, 'cells'>[],
): SectionSummary[] {
  return sections.map((section) => {
    const indexes = lessons.flatMap((lesson, index) => (lesson.sectionId === section.id ? [index] : []))
    let completed = 0
    let inProgress = 0
    let studentsFinished = 0
    for (const student of students) {
      let done = 0
      for (const index of indexes) {
        const code = student.cells[index]
        if (code === '2') done++
        else if (code === '1') inProgress++
      }
      completed += done
      if (indexes.length > 0 && done === indexes.length) studentsFinished++
    }
    const cells = indexes.length * students.length
    return {
      sectionId: section.id,
      title: section.title,
      lessons: indexes.length,
      completed,
      inProgress,
      notStarted: cells - completed - inProgress,
      studentsFinished,
      percentCompleted: cells === 0 ? 0 : Math.round((completed / cells) * 100),
    }
  })
}
