import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { LessonReview } from '@/features/progress-dashboards/components/lesson-review'
import { lessonReviewQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/progress/review/$studentUUID/$lessonUUID')({
  params: uuidParams('studentUUID', 'lessonUUID'),
  loader: async ({ context, params }) => {
    const review = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(lessonReviewQuery(params.studentUUID, params.lessonUUID)),
    )
    return { title: `${review.student.name}: ${review.lesson.title}` }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Lesson review'} · CodeSchool` }] }),
  component: ReviewPage,
})

function ReviewPage() {
  const { studentUUID, lessonUUID } = Route.useParams()
  const { data } = useSuspenseQuery(lessonReviewQuery(studentUUID, lessonUUID))
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
