import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { activityQuery } from '@/features/activity/activity.queries'
import { ActivityFeed } from '@/features/activity/components/activity-feed'

export const Route = createFileRoute('/dashboard/activity')({
  head: () => ({ meta: [{ title: 'Activity · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(activityQuery())
    return { now: new Date().toISOString() }
  },
  component: ActivityPage,
})

function ActivityPage() {
  const { data } = useSuspenseQuery(activityQuery())
  const { now } = Route.useLoaderData()
  return (
    <section className="max-w-3xl">
      {data.scope === 'mine' ? (
        <p className="mb-2">
          <Link
            to="/student/courses"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            ← My courses
          </Link>
        </p>
      ) : null}
      <PageHeader
        title={data.scope === 'mine' ? 'My activity' : 'Activity'}
        description={data.scope === 'mine' ? 'What you did lately.' : 'What happened at your school lately.'}
      />
      <ActivityFeed firstPage={data} now={new Date(now)} />
    </section>
  )
}
