import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { WelcomePackEditor } from '@/features/onboarding/components/welcome-pack-editor'
import { welcomePackQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/welcome-pack')({
  head: () => ({ meta: [{ title: 'Welcome pack · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(welcomePackQuery())
    return { now: new Date().toISOString() }
  },
  component: WelcomePackPage,
})

function WelcomePackPage() {
  const { data } = useSuspenseQuery(welcomePackQuery())
  const { now } = Route.useLoaderData()
  return (
    <section>
      <PageHeader
        title="Curriculum welcome pack"
        description="Getting-started guides, printable materials and the course map that schools receive."
      />
      <WelcomePackEditor pack={data} now={new Date(now)} />
    </section>
  )
}
