import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { TeacherCoursePage } from '@/features/courses/components/teacher-course-page'
import { assignCourse } from '@/features/courses/courses.functions'
import { teacherCourseQuery } from '@/features/courses/courses.queries'
import { createLessonShare, revokeLessonShare } from '@/features/sharing/sharing.functions'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
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
  const { data } = useSuspenseQuery(teacherCourseQuery(cardUUID))
  const { course } = data
  const origin = pageOriginOf(useRequestContext())
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
        shareUrl={(shareId) => `${origin}/share/lesson/${shareId}`}
        renderPreviewLink={(itemId, children) => (
          <Link
            to="/dashboard/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: itemId }}
            className="rounded-lg focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {children}
          </Link>
        )}
        onAssign={(classId, assigned) => assignCourse({ data: { cardId: cardUUID, classId, assigned } })}
        onShare={(itemId) => createLessonShare({ data: { itemId } })}
        onRevoke={(shareId) => revokeLessonShare({ data: { shareId } })}
      />
    </section>
  )
}
