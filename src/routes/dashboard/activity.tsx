import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
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

const descriptions = {
  mine: 'What you did lately.',
  classes: 'What happened in your classes lately.',
  school: 'What happened at your school lately.',
} as const

function ActivityPage() {
  const { data } = useSuspenseQuery(activityQuery())
  const { now } = Route.useLoaderData()
  return (
    <section className="max-w-3xl">
      {data.scope === 'mine' ? (
        <p className="mb-2">
          <BackLink to="/student/courses">My courses</BackLink>
        </p>
      ) : null}
      <PageHeader
        title={data.scope === 'mine' ? 'My activity' : 'Activity'}
        description={descriptions[data.scope]}
      />
      <ActivityFeed firstPage={data} now={new Date(now)} />
    </section>
  )
}
