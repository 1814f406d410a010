import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { freeLessonsQuery } from '../courses.queries'
import { FreeLessonCards } from './free-lesson-cards'

/** /free-lessons: the free lessons anyone may play without an account. */
export function FreeLessonsPage() {
  const { data: lessons } = useSuspenseQuery(freeLessonsQuery())
  return (
    <section>
      <PageHeader title={m.courses_free_title()} description={m.courses_free_description()} />
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
