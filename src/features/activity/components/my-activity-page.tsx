import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { myLessonActivityQuery } from '../activity.queries'
import { MyLessons } from './my-lessons'

/**
 * /dashboard/profile/activity: the lessons the visitor worked on themselves; `now` is when the page
 * loaded.
 */
export function MyActivityPage({ now }: { now: string }) {
  const { data } = useSuspenseQuery(myLessonActivityQuery())
  const isStudent = useRequestContext()?.visitor?.type === 'student'
  return (
    <section className="max-w-4xl">
      {isStudent ? null : (
        <p className="mb-2">
          <BackLink to="/dashboard/profile">{m.profile_title()}</BackLink>
        </p>
      )}
      <PageHeader
        title={m.activity_my_lesson_activity()}
        description={isStudent ? m.activity_my_lessons_student() : m.activity_my_lessons_adult()}
      />
      <MyLessons
        lessons={data.lessons}
        totals={data.totals}
        lessonArea={isStudent ? 'student' : 'dashboard'}
        now={new Date(now)}
      />
    </section>
  )
}
