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
