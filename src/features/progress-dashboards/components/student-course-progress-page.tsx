import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { studentCourseProgressQuery } from '../progress-dashboards.queries'
import { StudentCourseTable } from './student-course-table'

/**
 * /dashboard/students/$studentUUID/progress/$cardUUID: one student's progress in one course, lesson by
 * lesson.
 */
export function StudentCourseProgressPage({ studentId, courseId }: { studentId: string; courseId: string }) {
  const { data } = useSuspenseQuery(studentCourseProgressQuery(studentId, courseId))
  return (
    <section>
      <PageHeader
        title={
          <>
            <span translate="no" dir="auto">
              {data.student.name}
            </span>
            : <span lang="en">{data.card.title}</span>
          </>
        }
        description={
          <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID: studentId }}>
            {m.progress_back_to({ name: data.student.name })}
          </TextLink>
        }
      />
      <StudentCourseTable progress={data} />
    </section>
  )
}
