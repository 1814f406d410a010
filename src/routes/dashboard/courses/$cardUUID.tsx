import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { TeacherCoursePage } from '@/features/courses/components/teacher-course-page'
import { teacherCourseQuery, useAssignCourse } from '@/features/courses/courses.queries'
import { useCreateShare, useRevokeShare } from '@/features/sharing/sharing.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/courses/$cardUUID')({
  params: uuidParams('cardUUID'),
  loader: async ({ context, params }) => {
    const data = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(teacherCourseQuery(params.cardUUID)),
    )
    return { title: data.course.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Course'} · CodeSchool` }] }),
  component: CoursePage,
})

function CoursePage() {
  const { cardUUID } = Route.useParams()
  const { data, refetch } = useSuspenseQuery(teacherCourseQuery(cardUUID))
  const assign = useAssignCourse(cardUUID)
  const share = useCreateShare(cardUUID)
  const revoke = useRevokeShare(cardUUID)
  const { course } = data
  return (
    <section>
      <Link
        to="/dashboard/courses"
        className="mb-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All courses
      </Link>
      <PageHeader
        title={course.title}
        description={
          <>
            Ages {course.ageMin}–{course.ageMax} · {course.language === 'blocks' ? 'Blocks' : 'JavaScript'} ·{' '}
            {course.lessonCount} lessons. {course.description}
          </>
        }
      />
      <TeacherCoursePage
        data={data}
        shareUrl={(shareId) =>
          `${typeof window === 'undefined' ? '' : window.location.origin}/share/lesson/${shareId}`
        }
        renderPreviewLink={(itemId, children) => (
          <Link
            to="/dashboard/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: itemId }}
            className="rounded-lg focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {children}
          </Link>
        )}
        onAssign={async (groupId, assigned) => {
          await assign.mutateAsync({ groupId, assigned })
          await refetch()
        }}
        onShare={async (itemId) => {
          await share.mutateAsync(itemId)
          await refetch()
        }}
        onRevoke={async (shareId) => {
          await revoke.mutateAsync(shareId)
          await refetch()
        }}
      />
    </section>
  )
}
