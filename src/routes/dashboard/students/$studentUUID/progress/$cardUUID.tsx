import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { TextLink } from '@/components/ui/text-link'
import { StudentCourseTable } from '@/features/progress-dashboards/components/student-course-table'
import { studentCourseProgressQuery } from '@/features/progress-dashboards/progress-dashboards.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/students/$studentUUID/progress/$cardUUID')({
  params: uuidParams('studentUUID', 'cardUUID'),
  loader: async ({ context, params }) => {
    const progress = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentCourseProgressQuery(params.studentUUID, params.cardUUID)),
    )
    return { title: `${progress.student.name}: ${progress.card.title}` }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Course progress'} · CodeSchool` }] }),
  component: StudentCoursePage,
})

function StudentCoursePage() {
  const { studentUUID, cardUUID } = Route.useParams()
  const { data } = useSuspenseQuery(studentCourseProgressQuery(studentUUID, cardUUID))
  return (
    <section>
      <PageHeader
        title={`${data.student.name}: ${data.card.title}`}
        description={
          <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID }}>
            Back to {data.student.name}
          </TextLink>
        }
      />
      <StudentCourseTable progress={data} />
    </section>
  )
}
