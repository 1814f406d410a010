/** Rows rendered on the server and before the first scroll: more than a screen shows (decision 130). */
export const FIRST_ROWS = 24
/** Rows rendered beyond the visible ones on each side, so Tab and the arrow keys find the next row. */
export const OVERSCAN = 12
/** Each row's height until the first row has been measured (h-9). */
export const ROW_HEIGHT = 36
/** Lesson columns rendered on the server and before the first scroll: more than a wide screen shows. */
export const FIRST_COLUMNS = 14
/** Lesson columns rendered beyond the visible ones on each side. */
export const COLUMN_OVERSCAN = 4
/** Every lesson column's width in pixels (`.grid-lesson`, 7rem), so the hidden ones keep their room. */
export const COLUMN_WIDTH = 112

/** A run of rows or columns: `start` included, `end` not. */
export interface Span {
  start: number
  end: number
}

/**
 * What to render along one axis for a scroll position: what is visible, `overscan` more on each
 * side, at least `first` from the start, and the focused one's neighbours (so Tab and the arrow
 * keys find the next one). Answers the same object when nothing changes, so no render follows.
 */
export function spanFor(
  current: Span,
  count: number,
  view: { from: number; size: number; step: number },
  focused: number | null,
  overscan: number,
  first: number,
): Span {
  const top = Math.floor(view.from / view.step)
  const bottom = Math.ceil((view.from + view.size) / view.step)
  let start = Math.max(0, top - overscan)
  let end = Math.min(count, Math.max(bottom + overscan, first))
  if (focused !== null) {
    start = Math.min(start, Math.max(0, focused - overscan))
    end = Math.max(end, Math.min(count, focused + overscan + 1))
  }
  return start === current.start && end === current.end ? current : { start, end }
}
