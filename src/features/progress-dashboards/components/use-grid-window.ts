import { type FocusEvent, useCallback, useLayoutEffect, useRef, useState } from 'react'
import {
  COLUMN_OVERSCAN,
  COLUMN_WIDTH,
  FIRST_COLUMNS,
  FIRST_ROWS,
  OVERSCAN,
  ROW_HEIGHT,
  type Span,
  spanFor,
} from './grid-span'

/**
 * Which rows and lesson columns of the grid are in the page (decision 130): those on screen in
 * the scrolling box, some more each side, and the focused cell's neighbours. `scroller` is the
 * box; `update` follows its scroll, `onFocus` the table's focus.
 */
export function useGridWindow(studentCount: number, columnCount: number) {
  const scroller = useRef<HTMLDivElement>(null)
  const rowHeight = useRef(ROW_HEIGHT)
  const focused = useRef<{ row: number | null; column: number | null }>({ row: null, column: null })
  const [rows, setRows] = useState<Span>({ start: 0, end: Math.min(studentCount, FIRST_ROWS) })
  const [cols, setCols] = useState<Span>({ start: 0, end: Math.min(columnCount, FIRST_COLUMNS) })
  const update = useCallback(() => {
    const box = scroller.current
    if (!box) return
    const measured = box.querySelector<HTMLTableRowElement>('tr[data-row]')?.offsetHeight
    if (measured) rowHeight.current = measured
    setRows((current) =>
      spanFor(
        current,
        studentCount,
        { from: box.scrollTop, size: box.clientHeight, step: rowHeight.current },
        focused.current.row,
        OVERSCAN,
        FIRST_ROWS,
      ),
    )
    // The student names stay on the left (sticky): the lesson columns share the rest.
    const names = box.querySelector<HTMLElement>('th[data-names]')?.offsetWidth ?? 0
    setCols((current) =>
      spanFor(
        current,
        columnCount,
        { from: box.scrollLeft, size: Math.max(0, box.clientWidth - names), step: COLUMN_WIDTH },
        focused.current.column,
        COLUMN_OVERSCAN,
        FIRST_COLUMNS,
      ),
    )
  }, [studentCount, columnCount])
  useLayoutEffect(update, [update])
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement
    const row = target.closest<HTMLElement>('tr[data-row]')
    const cell = target.closest<HTMLElement>('[data-col]')
    focused.current = {
      row: row ? Number(row.dataset.row) : null,
      column: cell ? Number(cell.dataset.col) : null,
    }
    update()
  }
  return { scroller, rowHeight, rows, cols, update, onFocus }
}
