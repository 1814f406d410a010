import { createFileRoute } from '@tanstack/react-router'
import { activityQuery } from '@/features/activity/activity.queries'
import { ActivityPage } from '@/features/activity/components/activity-page'

export const Route = createFileRoute('/dashboard/activity')({
  head: () => ({ meta: [{ title: 'Activity · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(activityQuery())
    return { now: new Date().toISOString() }
  },
  component: ActivityRoute,
})

function ActivityRoute() {
  return <ActivityPage now={Route.useLoaderData().now} />
}
