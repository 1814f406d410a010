import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { myLessonActivityQuery } from '@/features/activity/activity.queries'
import { MyLessons } from '@/features/activity/components/my-lessons'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/dashboard/profile/activity')({
  head: () => ({ meta: [{ title: 'My lesson activity · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(myLessonActivityQuery())
    return { now: new Date().toISOString() }
  },
  component: MyActivityPage,
})

function MyActivityPage() {
  const { data } = useSuspenseQuery(myLessonActivityQuery())
  const { now } = Route.useLoaderData()
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
