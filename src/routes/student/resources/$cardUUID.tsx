import { createFileRoute } from '@tanstack/react-router'
import { CourseResourcesPage } from '@/features/resources/components/course-resources-page'
import { publicResourcesQuery } from '@/features/resources/resources.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/resources/$cardUUID')({
  params: uuidParams('cardUUID'),
  head: () => ({ meta: [{ title: m.student_title_course_resources() }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(publicResourcesQuery(params.cardUUID))),
  component: CourseResourcesRoute,
})

function CourseResourcesRoute() {
  const { cardUUID } = Route.useParams()
  return <CourseResourcesPage courseId={cardUUID} />
}
