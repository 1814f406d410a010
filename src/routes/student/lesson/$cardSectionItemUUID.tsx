import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { LessonPlayer } from '@/features/lessons/components/lesson-player'
import { studentLessonQuery } from '@/features/lessons/lessons.queries'
import { statusOf } from '@/lib/app-error'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/student/lesson/$cardSectionItemUUID')({
  params: uuidParams('cardSectionItemUUID'),
  loader: async ({ context, params }) => {
    try {
      const lesson = await context.queryClient.ensureQueryData(studentLessonQuery(params.cardSectionItemUUID))
      return { title: lesson.content.title }
    } catch (error) {
      if (statusOf(error) === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Lesson'} · CodeSchool` }] }),
  component: StudentLessonPage,
})

function StudentLessonPage() {
  const { cardSectionItemUUID } = Route.useParams()
  const { data } = useSuspenseQuery(studentLessonQuery(cardSectionItemUUID))
  const course = data.nav?.course
  return (
    <LessonPlayer
      key={cardSectionItemUUID}
      data={data}
      renderLessonLink={(target, children) => (
        <Link
          to="/student/lesson/$cardSectionItemUUID"
          params={{ cardSectionItemUUID: target.id }}
          className="rounded-xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          {children}
        </Link>
      )}
      courseLink={
        course ? (
          <Link
            to="/student/courses/$cardUUID"
            params={{ cardUUID: course.id }}
            className="inline-flex items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to {course.title}
          </Link>
        ) : null
      }
    />
  )
}
