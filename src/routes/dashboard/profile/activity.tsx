import { createFileRoute } from '@tanstack/react-router'
import { myLessonActivityQuery } from '@/features/activity/activity.queries'
import { MyActivityPage } from '@/features/activity/components/my-activity-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/profile/activity')({
  head: () => ({ meta: [{ title: m.activity_my_page_title() }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(myLessonActivityQuery())
    return { now: new Date().toISOString() }
  },
  component: MyActivityRoute,
})

function MyActivityRoute() {
  return <MyActivityPage now={Route.useLoaderData().now} />
}
