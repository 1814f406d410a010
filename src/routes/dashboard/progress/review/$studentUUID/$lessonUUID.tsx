import { createFileRoute } from '@tanstack/react-router'
import { LessonReviewPage } from '@/features/progress-dashboards/components/lesson-review-page'
import { lessonReviewQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/progress/review/$studentUUID/$lessonUUID')({
  params: uuidParams('studentUUID', 'lessonUUID'),
  loader: async ({ context, params }) => {
    const review = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(lessonReviewQuery(params.studentUUID, params.lessonUUID)),
    )
    return { title: `${review.student.name}: ${review.lesson.title}` }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: m.progress_dashboard_page_title({
          title: loaderData?.title ?? m.progress_review_fallback_title(),
        }),
      },
    ],
  }),
  component: ReviewRoute,
})

function ReviewRoute() {
  const { studentUUID, lessonUUID } = Route.useParams()
  return <LessonReviewPage studentId={studentUUID} lessonId={lessonUUID} />
}
