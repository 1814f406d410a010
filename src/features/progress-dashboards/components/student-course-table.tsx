import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextLink } from '@/components/ui/text-link'
import { dateTime } from '@/lib/format'
import { VERDICT_LABELS } from '../progress-dashboards.schemas'
import { STATUS_LABELS } from '../progress-grid'
import type { StudentCourseProgress } from '../student-course-progress.server'
import { STATUS_MARKS } from './status-mark'

/** One student's lessons in one course: status, runs, time, last saved, a link to review each. */
export function StudentCourseTable({ progress }: { progress: StudentCourseProgress }) {
  return (
    <Table caption={`${progress.student.name} in ${progress.card.title}`}>
      <TableHeader>
        <TableColumn>Lesson</TableColumn>
        <TableColumn>Status</TableColumn>
        <TableColumn numeric>Runs</TableColumn>
        <TableColumn numeric>Time</TableColumn>
        <TableColumn>Last saved</TableColumn>
        <TableColumn>Review</TableColumn>
      </TableHeader>
      <TableBody>
        {progress.lessons.map((lesson) => (
          <tr key={lesson.itemId}>
            <TableCell>
              <span className="block font-semibold">{lesson.title}</span>
              <span className="text-slate-600 text-sm">{lesson.sectionTitle}</span>
            </TableCell>
            <TableCell>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 ${STATUS_MARKS[lesson.status].className}`}
              >
                <span aria-hidden="true">{STATUS_MARKS[lesson.status].glyph}</span>
                {STATUS_LABELS[lesson.status]}
              </span>
            </TableCell>
            <TableCell numeric>{lesson.attempts}</TableCell>
            <TableCell numeric>{Math.round(lesson.timeSpentSeconds / 60)} min</TableCell>
            <TableCell>{lesson.lastSavedAt ? dateTime(lesson.lastSavedAt) : '—'}</TableCell>
            <TableCell>
              {lesson.status === 'not_started' ? (
                <span className="text-slate-600">Not started</span>
              ) : (
                <TextLink
                  to="/dashboard/progress/review/$studentUUID/$lessonUUID"
                  params={{ studentUUID: progress.student.id, lessonUUID: lesson.lessonId }}
                >
                  Review<span className="sr-only"> {lesson.title}</span>
                  {lesson.verdict ? ` (${VERDICT_LABELS[lesson.verdict]})` : ''}
                </TextLink>
              )}
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  )
}
