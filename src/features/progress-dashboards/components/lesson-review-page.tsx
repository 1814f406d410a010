import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
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
        title={`${data.student.name}: ${data.lesson.title}`}
        description={<TextLink to="/dashboard/progress">All progress dashboards</TextLink>}
      />
      <LessonReview review={data} />
    </section>
  )
}
