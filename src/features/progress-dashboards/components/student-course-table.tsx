import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextLink } from '@/components/ui/text-link'
import { dateTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { StudentCourseProgress } from '../student-course-progress.server'
import { statusLabel, verdictLabel } from './progress-words'
import { STATUS_MARKS } from './status-mark'

/** One student's lessons in one course: status, runs, time, last saved, a link to review each. */
export function StudentCourseTable({ progress }: { progress: StudentCourseProgress }) {
  return (
    <Table
      caption={m.progress_student_in_course({ name: progress.student.name, course: progress.card.title })}
    >
      <TableHeader>
        <TableColumn>{m.progress_lesson()}</TableColumn>
        <TableColumn>{m.classes_col_status()}</TableColumn>
        <TableColumn numeric>{m.progress_runs()}</TableColumn>
        <TableColumn numeric>{m.progress_time()}</TableColumn>
        <TableColumn>{m.progress_last_saved()}</TableColumn>
        <TableColumn>{m.progress_review()}</TableColumn>
      </TableHeader>
      <TableBody>
        {progress.lessons.map((lesson) => (
          <tr key={lesson.itemId}>
            {/* Lesson and section titles are content: English until content carries translations. */}
            <TableCell>
              <span className="block font-semibold" lang="en">
                {lesson.title}
              </span>
              <span className="text-slate-600 text-sm" lang="en">
                {lesson.sectionTitle}
              </span>
            </TableCell>
            <TableCell>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 ${STATUS_MARKS[lesson.status].className}`}
              >
                <span aria-hidden="true">{STATUS_MARKS[lesson.status].glyph}</span>
                {statusLabel[lesson.status]()}
              </span>
            </TableCell>
            <TableCell numeric>{lesson.attempts}</TableCell>
            <TableCell numeric>
              {m.onboarding_minutes({ minutes: Math.round(lesson.timeSpentSeconds / 60) })}
            </TableCell>
            <TableCell>{lesson.lastSavedAt ? dateTime(lesson.lastSavedAt) : '—'}</TableCell>
            <TableCell>
              {lesson.status === 'not_started' ? (
                <span className="text-slate-600">{m.progress_status_not_started()}</span>
              ) : (
                <TextLink
                  to="/dashboard/progress/review/$studentUUID/$lessonUUID"
                  params={{ studentUUID: progress.student.id, lessonUUID: lesson.lessonId }}
                >
                  {m.progress_review()}
                  <span className="sr-only"> {lesson.title}</span>
                  {lesson.verdict ? ` (${verdictLabel[lesson.verdict]()})` : ''}
                </TextLink>
              )}
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  )
}
