import { memo } from 'react'
import { hasConcept, maskAt } from '@/kernel/lesson-content'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import { type GridLesson, type GridStudent, type ProgressStatus, statusAt } from '../progress-grid'
import { COLUMN_WIDTH } from './grid-span'
import { statusLabel } from './progress-words'
import { STATUS_MARKS } from './status-mark'

/** A cell link's look by status (`.grid-cell` in app.css; the same colours as STATUS_MARKS). */
const CELL_CLASSES: Record<ProgressStatus, string> = {
  completed: 'gc-done',
  in_progress: 'gc-going',
  not_started: 'gc-none',
}

const reviewHref = (studentId: string, lessonId: string) =>
  `/dashboard/progress/review/${studentId}/${lessonId}`

/** Empty cells as wide as `count` lesson columns that are not rendered (decision 130). */
export function ColumnSpacer({ count, header }: { count: number; header?: boolean }) {
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
export const GridRow = memo(function GridRow({
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
        className="sticky left-0 z-10 whitespace-nowrap border-slate-100 border-b bg-white px-3 py-1.5 text-start font-semibold"
      >
        <a
          data-nav=""
          href={`/dashboard/students/${student.id}/progress/${cardId}`}
          translate="no"
          dir="auto"
          className="text-brand-700 underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {student.name}
        </a>
      </th>
      <ColumnSpacer count={from} />
      {columns.slice(from, to).map((index, offset) => {
        const lesson = lessons[index]!
        const status = statusAt(student.cells, index)
        const label = m.progress_grid_cell({
          name: student.name,
          lesson: lesson.title,
          status: statusLabel[status](),
        })
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
            <span className="font-semibold text-green-800">✓ {m.progress_grid_shown()}</span>
          ) : (
            <span className="text-slate-700">{m.progress_grid_not_yet()}</span>
          )}
        </td>
      ) : null}
    </tr>
  )
})
