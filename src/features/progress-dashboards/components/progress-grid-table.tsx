import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
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

/**
 * The class × lesson grid as one plain table: cells are markup only (no component, no hook per
 * cell), and their links are followed by one click handler on the table, through the router.
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
  const follow = (event: MouseEvent<HTMLTableElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-nav]')
    if (!link) return
    event.preventDefault()
    void router.navigate({ href: link.getAttribute('href')! })
  }
  return (
    <div className="max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the cells are real links; this only makes them client-side navigations. */}
      <table
        className="border-separate border-spacing-0 text-sm"
        onClick={follow}
        data-testid="progress-grid"
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
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
          {students.map((student) => (
            <tr key={student.id}>
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
                <td
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
          ))}
        </tbody>
      </table>
    </div>
  )
}

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
