import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { OverviewPage } from '@/features/onboarding/components/overview-page'
import { overviewQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/overview')({
  head: () => ({ meta: [{ title: 'Overview · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQuery()),
  component: Overview,
})

function Overview() {
  const { data } = useSuspenseQuery(overviewQuery())
  return (
    <section>
      <PageHeader title={`Hello, ${data.name}`} description={data.schoolName} />
      <OverviewPage overview={data} />
    </section>
  )
}
