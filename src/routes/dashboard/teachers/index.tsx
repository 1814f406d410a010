import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '@/features/teachers/components/team-page'
import { teamQuery } from '@/features/teachers/team.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/teachers/')({
  head: () => ({ meta: [{ title: m.teachers_page_title() }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(teamQuery())
    return { now: new Date().toISOString() }
  },
  component: TeachersRoute,
})

function TeachersRoute() {
  return <TeamPage now={Route.useLoaderData().now} />
}
