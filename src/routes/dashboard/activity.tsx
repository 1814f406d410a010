import { createFileRoute } from '@tanstack/react-router'
import { activityQuery } from '@/features/activity/activity.queries'
import { ActivityPage } from '@/features/activity/components/activity-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/activity')({
  head: () => ({ meta: [{ title: m.activity_page_title() }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(activityQuery())
    return { now: new Date().toISOString() }
  },
  component: ActivityRoute,
})

function ActivityRoute() {
  return <ActivityPage now={Route.useLoaderData().now} />
}
