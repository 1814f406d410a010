import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import type { GridLesson, GridStudent } from '../progress-grid'
import { ColumnSpacer, GridRow } from './progress-grid-row'
import { conceptLabel, statusLabel } from './progress-words'
import { STATUS_MARKS } from './status-mark'
import { useGridWindow } from './use-grid-window'

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
  const { scroller, rowHeight, rows, cols, update, onFocus } = useGridWindow(students.length, columns.length)
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
              className="sticky top-0 left-0 z-20 border-slate-200 border-b bg-slate-50 px-3 py-2 text-start font-semibold"
            >
              {m.progress_grid_student()}
            </th>
            <ColumnSpacer count={cols.start} header />
            {shownColumns.map((index, offset) => (
              <th
                key={lessons[index]!.itemId}
                scope="col"
                data-col={cols.start + offset}
                aria-colindex={cols.start + offset + 2}
                className="grid-lesson sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-2 py-2 text-start align-bottom font-semibold"
              >
                <span className="block" lang={LESSON_CONTENT_LANG}>
                  {lessons[index]!.title}
                </span>
                <a
                  data-nav=""
                  href={`/dashboard/groups/${classId}/review/${lessons[index]!.itemId}`}
                  aria-label={m.progress_grid_review_lesson_of({ title: lessons[index]!.title })}
                  className="inline-flex min-h-6 items-center font-normal text-brand-700 text-sm underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500"
                >
                  {m.progress_grid_review_lesson()}
                </a>
              </th>
            ))}
            <ColumnSpacer count={columns.length - cols.end} header />
            {concept ? (
              <th
                scope="col"
                aria-colindex={columns.length + 2}
                className="sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 text-start align-bottom font-semibold"
              >
                {m.progress_grid_shown_concept({
                  concept: conceptLabel[concept]().toLocaleLowerCase(getLocale()),
                })}
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

/** The key to the grid's marks, in words. */
export function StatusLegend() {
  return (
    <ul className="flex flex-wrap gap-3 text-sm" aria-label={m.progress_grid_legend()}>
      {(['completed', 'in_progress', 'not_started'] as const).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`rounded-md px-2 py-0.5 ${STATUS_MARKS[status].className}`}>
            {STATUS_MARKS[status].glyph}
          </span>
          {statusLabel[status]()}
        </li>
      ))}
    </ul>
  )
}
