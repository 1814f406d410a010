import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { lessonReviewQuery } from '../progress-dashboards.queries'
import { LessonReview } from './lesson-review'

/**
 * /dashboard/progress/review/$studentUUID/$lessonUUID: a teacher reviews one student's work on one lesson.
 */
export function LessonReviewPage({ studentId, lessonId }: { studentId: string; lessonId: string }) {
  const { data } = useSuspenseQuery(lessonReviewQuery(studentId, lessonId))
  return (
    <section>
      <PageHeader
        title={
          <>
            <span translate="no" dir="auto">
              {data.student.name}
            </span>
            : <span lang="en">{data.lesson.title}</span>
          </>
        }
        description={<TextLink to="/dashboard/progress">{m.progress_all_progress_dashboards()}</TextLink>}
      />
      <LessonReview review={data} />
    </section>
  )
}
