import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { OverviewPage } from '@/features/onboarding/components/overview-page'
import { overviewQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/overview')({
  head: () => ({ meta: [{ title: 'Overview · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(overviewQuery())
    return { now: new Date().toISOString() }
  },
  component: Overview,
})

function Overview() {
  const { data } = useSuspenseQuery(overviewQuery())
  const { now } = Route.useLoaderData()
  return (
    <section>
      <PageHeader title={`Hello, ${data.name}`} description={data.schoolName} />
      <OverviewPage overview={data} now={new Date(now)} />
    </section>
  )
}
