import { useRouter } from '@tanstack/react-router'
import { type FocusEvent, type MouseEvent, memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { PractisedConcept } from '@/features/lessons/lesson-content.schemas'
import { CONCEPT_LABELS } from '@/features/lessons/lesson-content.schemas'
import { hasConcept, maskAt } from '../concept-mastery'
import { type GridLesson, type GridStudent, STATUS_LABELS, statusAt } from '../progress-grid'
import { STATUS_MARKS } from './status-mark'

interface ProgressGridTableProps {
  caption: string
  /** The course, for each student's own progress page. */
  cardId: string
  lessons: GridLesson[]
  /** Index of each shown lesson in the students' `cells`. */
  columns: number[]
  students: GridStudent[]
  /** A last column: whether each student has shown this big idea in the lessons shown. */
  concept?: PractisedConcept
}

const reviewHref = (studentId: string, lessonId: string) =>
  `/dashboard/progress/review/${studentId}/${lessonId}`

/** Rows rendered on the server and before the first scroll: more than a screen shows (decision 130). */
const FIRST_ROWS = 24
/** Rows rendered beyond the visible ones on each side, so Tab and the arrow keys find the next row. */
const OVERSCAN = 12
/** Each row's height until the first row has been measured (h-9). */
const ROW_HEIGHT = 36

interface RowWindow {
  start: number
  end: number
}

/**
 * The rows to render for a scroll position: those visible and OVERSCAN more on each side, and the
 * focused row's neighbours. Answers the same object when nothing changes, so no render follows.
 */
function windowFor(
  current: RowWindow,
  rows: number,
  view: { top: number; height: number; rowHeight: number },
  focused: number | null,
): RowWindow {
  const first = Math.floor(view.top / view.rowHeight)
  const last = Math.ceil((view.top + view.height) / view.rowHeight)
  let start = Math.max(0, first - OVERSCAN)
  let end = Math.min(rows, Math.max(last + OVERSCAN, FIRST_ROWS))
  if (focused !== null) {
    start = Math.min(start, Math.max(0, focused - OVERSCAN))
    end = Math.max(end, Math.min(rows, focused + OVERSCAN + 1))
  }
  return start === current.start && end === current.end ? current : { start, end }
}

/**
 * The class × lesson grid as one plain table: cells are markup only (no component, no hook per
 * cell), one memoised component per row, and their links are followed by one click handler on the
 * table, through the router. Only the rows on screen (and OVERSCAN more each side) are in the page;
 * spacer rows keep the scroll height, and aria-rowcount / aria-rowindex tell assistive technology
 * the whole table's size and each row's place (decision 130).
 */
export function ProgressGridTable({
  caption,
  cardId,
  lessons,
  columns,
  students,
  concept,
}: ProgressGridTableProps) {
  const router = useRouter()
  const scroller = useRef<HTMLDivElement>(null)
  const rowHeight = useRef(ROW_HEIGHT)
  const focusedRow = useRef<number | null>(null)
  const [rows, setRows] = useState<RowWindow>({ start: 0, end: Math.min(students.length, FIRST_ROWS) })
  const update = useCallback(() => {
    const box = scroller.current
    if (!box) return
    const measured = box.querySelector<HTMLTableRowElement>('tr[data-row]')?.offsetHeight
    if (measured) rowHeight.current = measured
    setRows((current) =>
      windowFor(
        current,
        students.length,
        { top: box.scrollTop, height: box.clientHeight, rowHeight: rowHeight.current },
        focusedRow.current,
      ),
    )
  }, [students.length])
  useLayoutEffect(update, [update])
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLTableRowElement>('tr[data-row]')
    focusedRow.current = row ? Number(row.dataset.row) : null
    update()
  }
  const shown = students.slice(rows.start, rows.end)
  const spacer = (count: number) =>
    count > 0 ? (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it to focus or read.
      <tr aria-hidden="true" style={{ height: count * rowHeight.current }}>
        <td colSpan={columns.length + (concept ? 2 : 1)} />
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
      className="max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the cells are real links; this only makes them client-side navigations. */}
      <table
        className="border-separate border-spacing-0 text-sm"
        onClick={follow}
        onFocus={onFocus}
        aria-rowcount={students.length + 1}
        data-testid="progress-grid"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 border-slate-200 border-b bg-slate-50 px-3 py-2 text-left font-semibold"
            >
              Student
            </th>
            {columns.map((index) => (
              <th
                key={lessons[index]!.itemId}
                scope="col"
                className="sticky top-0 z-10 min-w-24 max-w-32 border-slate-200 border-b bg-slate-50 px-2 py-2 text-left align-bottom font-semibold"
              >
                {lessons[index]!.title}
              </th>
            ))}
            {concept ? (
              <th
                scope="col"
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
              concept={concept}
            />
          ))}
          {spacer(students.length - rows.start - shown.length)}
        </tbody>
      </table>
    </div>
  )
}

interface GridRowProps {
  /** The student's place in the whole list, from 0. */
  index: number
  student: GridStudent
  cardId: string
  lessons: GridLesson[]
  columns: number[]
  concept?: PractisedConcept
}

/**
 * One student's row. Memoised: a refetch keeps the objects of the students whose cells did not
 * change (grid-changes.ts, and the query's structural sharing), so only the rows that moved render.
 */
const GridRow = memo(function GridRow({ index, student, cardId, lessons, columns, concept }: GridRowProps) {
  return (
    <tr data-row={index} aria-rowindex={index + 2} className="h-9">
      <th
        scope="row"
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
      {columns.map((index) => {
        const lesson = lessons[index]!
        const status = statusAt(student.cells, index)
        const mark = STATUS_MARKS[status]
        const label = `${student.name}, ${lesson.title}: ${STATUS_LABELS[status]}`
        return (
          <td key={lesson.itemId} className="border-slate-100 border-b p-0.5">
            <a
              data-nav=""
              href={reviewHref(student.id, lesson.lessonId)}
              title={label}
              className={`flex items-center justify-center rounded-md px-2 py-1 hover:outline-2 hover:outline-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500 ${mark.className}`}
            >
              <span aria-hidden="true">{mark.glyph}</span>
              <span className="sr-only">{label}</span>
            </a>
          </td>
        )
      })}
      {concept ? (
        <td className="whitespace-nowrap border-slate-100 border-b px-3 py-1.5" data-testid="concept-shown">
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
