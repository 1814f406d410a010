import { useRouter } from '@tanstack/react-router'
import { type FocusEvent, type MouseEvent, memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { hasConcept, maskAt } from '@/kernel/lesson-content'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { CONCEPT_LABELS } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  type GridLesson,
  type GridStudent,
  type ProgressStatus,
  STATUS_LABELS,
  statusAt,
} from '../progress-grid'
import { STATUS_MARKS } from './status-mark'

interface ProgressGridTableProps {
  caption: string
  /** The class, for each lesson's review queue (decision 193). */
  classId: string
  /** The course, for each student's own progress page. */
  cardId: string
  lessons: GridLesson[]
  /** Index of each shown lesson in the students' `cells`. */
  columns: number[]
  students: GridStudent[]
  /** A last column: whether each student has shown this big idea in the lessons shown. */
  concept?: PractisedConcept
}

/** A cell link's look by status (`.grid-cell` in app.css; the same colours as STATUS_MARKS). */
const CELL_CLASSES: Record<ProgressStatus, string> = {
  completed: 'gc-done',
  in_progress: 'gc-going',
  not_started: 'gc-none',
}

const reviewHref = (studentId: string, lessonId: string) =>
  `/dashboard/progress/review/${studentId}/${lessonId}`

/** Rows rendered on the server and before the first scroll: more than a screen shows (decision 130). */
const FIRST_ROWS = 24
/** Rows rendered beyond the visible ones on each side, so Tab and the arrow keys find the next row. */
const OVERSCAN = 12
/** Each row's height until the first row has been measured (h-9). */
const ROW_HEIGHT = 36
/** Lesson columns rendered on the server and before the first scroll: more than a wide screen shows. */
const FIRST_COLUMNS = 14
/** Lesson columns rendered beyond the visible ones on each side. */
const COLUMN_OVERSCAN = 4
/** Every lesson column's width in pixels (`.grid-lesson`, 7rem), so the hidden ones keep their room. */
const COLUMN_WIDTH = 112

/** A run of rows or columns: `start` included, `end` not. */
interface Span {
  start: number
  end: number
}

/**
 * What to render along one axis for a scroll position: what is visible, `overscan` more on each
 * side, at least `first` from the start, and the focused one's neighbours (so Tab and the arrow
 * keys find the next one). Answers the same object when nothing changes, so no render follows.
 */
function spanFor(
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

/**
 * The class × lesson grid as one plain table: cells are markup only (no component, no hook per
 * cell, one short class each), one memoised component per row, and their links are followed by
 * one click handler on the table, through the router. Only the rows and lesson columns on screen
 * (and some more each side) are in the page; spacer rows and cells keep the scroll size, and
 * aria-rowcount / aria-colcount with each cell's aria-rowindex / aria-colindex tell assistive
 * technology the whole table's size and each cell's place (decision 130).
 */
export function ProgressGridTable({
  caption,
  classId,
  cardId,
  lessons,
  columns,
  students,
  concept,
}: ProgressGridTableProps) {
  const router = useRouter()
  const scroller = useRef<HTMLDivElement>(null)
  const rowHeight = useRef(ROW_HEIGHT)
  const focused = useRef<{ row: number | null; column: number | null }>({ row: null, column: null })
  const [rows, setRows] = useState<Span>({ start: 0, end: Math.min(students.length, FIRST_ROWS) })
  const [cols, setCols] = useState<Span>({ start: 0, end: Math.min(columns.length, FIRST_COLUMNS) })
  const update = useCallback(() => {
    const box = scroller.current
    if (!box) return
    const measured = box.querySelector<HTMLTableRowElement>('tr[data-row]')?.offsetHeight
    if (measured) rowHeight.current = measured
    setRows((current) =>
      spanFor(
        current,
        students.length,
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
        columns.length,
        { from: box.scrollLeft, size: Math.max(0, box.clientWidth - names), step: COLUMN_WIDTH },
        focused.current.column,
        COLUMN_OVERSCAN,
        FIRST_COLUMNS,
      ),
    )
  }, [students.length, columns.length])
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
  const shown = students.slice(rows.start, rows.end)
  const shownColumns = columns.slice(cols.start, cols.end)
  const cellsInRow =
    1 +
    shownColumns.length +
    (cols.start > 0 ? 1 : 0) +
    (cols.end < columns.length ? 1 : 0) +
    (concept ? 1 : 0)
  const spacer = (count: number) =>
    count > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it to focus or read.
      <tr aria-hidden="true" style={{ height: count * rowHeight.current }}>
        <td colSpan={cellsInRow} />
      </tr>
    ) : null
  const follow = (event: MouseEvent<HTMLTableElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-nav]')
    if (!link) return
    event.preventDefault()
    void router.navigate({ href: link.getAttribute('href')! })
  }
  return (
    <div
      ref={scroller}
      onScroll={update}
      // Positioned, so the cells' screen-reader words (absolutely placed) stay inside the scrolling
      // box instead of widening the page past the screen.
      className="relative max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the cells are real links; this only makes them client-side navigations. */}
      <table
        className="border-separate border-spacing-0 text-sm"
        onClick={follow}
        onFocus={onFocus}
        aria-rowcount={students.length + 1}
        aria-colcount={columns.length + (concept ? 2 : 1)}
        data-testid="progress-grid"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              data-names=""
              aria-colindex={1}
              className="sticky top-0 left-0 z-20 border-slate-200 border-b bg-slate-50 px-3 py-2 text-left font-semibold"
            >
              Student
            </th>
            <ColumnSpacer count={cols.start} header />
            {shownColumns.map((index, offset) => (
              <th
                key={lessons[index]!.itemId}
                scope="col"
                data-col={cols.start + offset}
                aria-colindex={cols.start + offset + 2}
                className="grid-lesson sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-2 py-2 text-left align-bottom font-semibold"
              >
                <span className="block">{lessons[index]!.title}</span>
                <a
                  data-nav=""
                  href={`/dashboard/groups/${classId}/review/${lessons[index]!.itemId}`}
                  aria-label={`Review this lesson: ${lessons[index]!.title}`}
                  className="inline-flex min-h-6 items-center font-normal text-brand-700 text-sm underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500"
                >
                  Review this lesson
                </a>
              </th>
            ))}
            <ColumnSpacer count={columns.length - cols.end} header />
            {concept ? (
              <th
                scope="col"
                aria-colindex={columns.length + 2}
                className="sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 text-left align-bottom font-semibold"
              >
                Shown {CONCEPT_LABELS[concept].toLowerCase()}?
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {spacer(rows.start)}
          {shown.map((student, offset) => (
            <GridRow
              key={student.id}
              index={rows.start + offset}
              student={student}
              cardId={cardId}
              lessons={lessons}
              columns={columns}
              from={cols.start}
              to={cols.end}
              concept={concept}
            />
          ))}
          {spacer(students.length - rows.start - shown.length)}
        </tbody>
      </table>
    </div>
  )
}

/** Empty cells as wide as `count` lesson columns that are not rendered (decision 130). */
function ColumnSpacer({ count, header }: { count: number; header?: boolean }) {
  if (count === 0) return null
  const style = { width: count * COLUMN_WIDTH, minWidth: count * COLUMN_WIDTH }
  return header ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer cell, nothing in it to focus or read.
    <th aria-hidden="true" style={style} className="sticky top-0 border-slate-200 border-b bg-slate-50" />
  ) : (
    <td aria-hidden="true" style={style} className="border-slate-100 border-b" />
  )
}

interface GridRowProps {
  /** The student's place in the whole list, from 0. */
  index: number
  student: GridStudent
  cardId: string
  lessons: GridLesson[]
  columns: number[]
  /** The lesson columns rendered: places in `columns`, `to` not included. */
  from: number
  to: number
  concept?: PractisedConcept
}

/**
 * One student's row. Memoised: a refetch keeps the objects of the students whose cells did not
 * change (grid-changes.ts, and the query's structural sharing), so only the rows that moved render.
 */
const GridRow = memo(function GridRow({
  index,
  student,
  cardId,
  lessons,
  columns,
  from,
  to,
  concept,
}: GridRowProps) {
  return (
    <tr data-row={index} aria-rowindex={index + 2} className="h-9">
      <th
        scope="row"
        aria-colindex={1}
        className="sticky left-0 z-10 whitespace-nowrap border-slate-100 border-b bg-white px-3 py-1.5 text-left font-semibold"
      >
        <a
          data-nav=""
          href={`/dashboard/students/${student.id}/progress/${cardId}`}
          className="text-brand-700 underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {student.name}
        </a>
      </th>
      <ColumnSpacer count={from} />
      {columns.slice(from, to).map((index, offset) => {
        const lesson = lessons[index]!
        const status = statusAt(student.cells, index)
        const label = `${student.name}, ${lesson.title}: ${STATUS_LABELS[status]}`
        // The mark is hidden from screen readers: the link's name is the sentence, also shown on hover.
        return (
          <td
            key={lesson.itemId}
            data-col={from + offset}
            aria-colindex={from + offset + 2}
            className="grid-cell"
          >
            <a
              data-nav=""
              href={reviewHref(student.id, lesson.lessonId)}
              title={label}
              className={CELL_CLASSES[status]}
            >
              <span aria-hidden="true">{STATUS_MARKS[status].glyph}</span>
              <span className="sr-only">{label}</span>
            </a>
          </td>
        )
      })}
      <ColumnSpacer count={columns.length - to} />
      {concept ? (
        <td
          aria-colindex={columns.length + 2}
          className="whitespace-nowrap border-slate-100 border-b px-3 py-1.5"
          data-testid="concept-shown"
        >
          {columns.some((index) => hasConcept(maskAt(student.shown, index), concept)) ? (
            <span className="font-semibold text-green-800">✓ Shown</span>
          ) : (
            <span className="text-slate-700">Not yet</span>
          )}
        </td>
      ) : null}
    </tr>
  )
})

/** The key to the grid's marks, in words. */
export function StatusLegend() {
  return (
    <ul className="flex flex-wrap gap-3 text-sm" aria-label="What the marks mean">
      {(['completed', 'in_progress', 'not_started'] as const).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`rounded-md px-2 py-0.5 ${STATUS_MARKS[status].className}`}>
            {STATUS_MARKS[status].glyph}
          </span>
          {STATUS_LABELS[status]}
        </li>
      ))}
    </ul>
  )
}
