import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { TeamActions, TeamTable } from '@/features/teachers/components/team-table'
import { teamQuery } from '@/features/teachers/team.queries'
import { useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/dashboard/teachers/')({
  head: () => ({ meta: [{ title: 'Teachers · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(teamQuery())
    return { now: new Date().toISOString() }
  },
  component: TeachersPage,
})

function TeachersPage() {
  const { data: members } = useSuspenseQuery(teamQuery())
  const { now } = Route.useLoaderData()
  const place = useRequestContext()?.place
  const schoolName = place?.kind === 'school' ? place.school.name : 'your school'
  return (
    <section>
      <PageHeader
        title="Teachers and admins"
        description={`Everyone who teaches at or runs ${schoolName}.`}
        actions={<TeamActions />}
      />
      <TeamTable members={members} now={new Date(now)} />
    </section>
  )
}
