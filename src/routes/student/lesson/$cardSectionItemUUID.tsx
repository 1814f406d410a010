import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { BackLink } from '@/components/ui/text-link'
import { LessonPlayer } from '@/features/lessons/components/lesson-player'
import { studentLessonQuery } from '@/features/lessons/lessons.queries'
import { LessonVerdictBanner } from '@/features/progress-dashboards/components/lesson-verdict-banner'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/student/lesson/$cardSectionItemUUID')({
  params: uuidParams('cardSectionItemUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentLessonQuery(params.cardSectionItemUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Lesson'} · CodeSchool` }] }),
  component: StudentLessonPage,
})

function StudentLessonPage() {
  const { cardSectionItemUUID } = Route.useParams()
  const { data } = useSuspenseQuery(studentLessonQuery(cardSectionItemUUID))
  const course = data.nav?.course
  return (
    <>
      <LessonVerdictBanner itemId={cardSectionItemUUID} />
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
            <BackLink
              to="/student/courses/$cardUUID"
              className="border-2 border-slate-300 bg-white text-slate-900 text-base hover:bg-slate-50"
              params={{ cardUUID: course.id }}
            >
              Back to {course.title}
            </BackLink>
          ) : null
        }
      />
    </>
  )
}
