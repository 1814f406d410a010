import { createFileRoute } from '@tanstack/react-router'
import { RosterSyncPage } from '@/features/rosters/components/roster-sync-page'
import { rosterSyncQuery } from '@/features/rosters/rosters.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/students/import/roster/$syncUUID')({
  params: uuidParams('syncUUID'),
  head: () => ({ meta: [{ title: m.roster_page_title() }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(rosterSyncQuery(params.syncUUID))),
  component: RosterSyncRoute,
})

function RosterSyncRoute() {
  const { syncUUID } = Route.useParams()
  return <RosterSyncPage syncId={syncUUID} />
}
