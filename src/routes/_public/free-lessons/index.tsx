import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { FreeLessonCards } from '@/features/courses/components/free-lesson-cards'
import { freeLessonsQuery } from '@/features/courses/courses.queries'

export const Route = createFileRoute('/_public/free-lessons/')({
  head: () => ({ meta: [{ title: 'Free lessons · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(freeLessonsQuery()),
  component: FreeLessonsPage,
})

function FreeLessonsPage() {
  const { data: lessons } = useSuspenseQuery(freeLessonsQuery())
  return (
    <section>
      <PageHeader
        title="Free lessons"
        description="Try coding right now, no account needed. Your work stays on this computer."
      />
      <FreeLessonCards
        lessons={lessons}
        renderLink={(lesson, children) => (
          <Link
            to="/free-lessons/$lessonUUID"
            params={{ lessonUUID: lesson.lessonId }}
            className="block h-full rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
      />
    </section>
  )
}
