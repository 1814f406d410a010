import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { StudentCourseResources } from '@/features/resources/components/student-resources'
import { publicResourcesQuery } from '@/features/resources/resources.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/student/resources/$cardUUID')({
  params: uuidParams('cardUUID'),
  head: () => ({ meta: [{ title: 'Course resources · CodeSchool' }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(publicResourcesQuery(params.cardUUID))),
  component: CourseResourcesPage,
})

function CourseResourcesPage() {
  const { cardUUID } = Route.useParams()
  const { data } = useSuspenseQuery(publicResourcesQuery(cardUUID))
  const course = data.course
  if (!course) return null
  return (
    <section>
      <StudentCourseResources course={course} items={data.courses[0]?.resources ?? []} />
    </section>
  )
}
