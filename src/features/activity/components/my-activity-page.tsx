import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { useRequestContext } from '@/lib/request-context/use-request-context'
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
          <BackLink to="/dashboard/profile">My profile</BackLink>
        </p>
      )}
      <PageHeader
        title="My lesson activity"
        description={
          isStudent ? 'The lessons you worked on.' : 'Lessons you tried yourself, as a student would.'
        }
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
