import type { PractisingStep } from '@/kernel/lesson-content'
import type { GridStudent } from './progress-grid'

/**
 * The students' cells of the grids this process built lately, by dashboard (decision 149): the
 * next load of a dashboard reads only the progress rows changed since, instead of every row of a
 * 200 × 100 class. Kept with the cursor and shape they stand for; the least recently used go first.
 */
export interface RememberedGrid {
  shape: string
  /** The cursor's time: the latest change read (null when no student had started a lesson). */
  at: string | null
  students: GridStudent[]
}

const MOST = 100
const remembered = new Map<string, RememberedGrid>()

export function recallGrid(dashboardId: string): RememberedGrid | undefined {
  const grid = remembered.get(dashboardId)
  if (grid) {
    // Most recently used last.
    remembered.delete(dashboardId)
    remembered.set(dashboardId, grid)
  }
  return grid
}

export function rememberGrid(dashboardId: string, grid: RememberedGrid): void {
  remembered.delete(dashboardId)
  remembered.set(dashboardId, grid)
  if (remembered.size > MOST) remembered.delete(remembered.keys().next().value!)
}

/**
 * What each lesson version of a dashboard's course practises (its code steps' concepts), by
 * dashboard (decision 200). A version's content never changes, so a grid read sends the versions it
 * knows and the database works out the steps only for the others: a 100-lesson course no longer
 * parses 100 lesson contents on every load and refetch of its grid.
 */
const stepsKnown = new Map<string, Map<string, PractisingStep[] | null>>()

export function recallSteps(dashboardId: string): Map<string, PractisingStep[] | null> | undefined {
  return stepsKnown.get(dashboardId)
}

export function rememberSteps(dashboardId: string, steps: Map<string, PractisingStep[] | null>): void {
  stepsKnown.delete(dashboardId)
  stepsKnown.set(dashboardId, steps)
  if (stepsKnown.size > MOST) stepsKnown.delete(stepsKnown.keys().next().value!)
}
