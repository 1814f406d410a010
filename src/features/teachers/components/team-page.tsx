import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { teamQuery } from '../team.queries'
import { TeamActions, TeamTable } from './team-table'

/** /dashboard/teachers: the school's teachers and admins; `now` is when the page loaded. */
export function TeamPage({ now }: { now: string }) {
  const { data: members } = useSuspenseQuery(teamQuery())
  const place = useRequestContext()?.place
  const schoolName = place?.kind === 'school' ? place.school.name : m.teachers_your_school()
  return (
    <section>
      <PageHeader
        title={m.teachers_title()}
        description={m.teachers_description({ school: schoolName })}
        actions={<TeamActions />}
      />
      <TeamTable members={members} now={new Date(now)} />
    </section>
  )
}
