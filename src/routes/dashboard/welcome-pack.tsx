import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Markdown } from '@/features/content/components/markdown'
import { WelcomePackEditor } from '@/features/onboarding/components/welcome-pack-editor'
import { onboardingKeys, welcomePackQuery } from '@/features/onboarding/onboarding.queries'

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
  const queryClient = useQueryClient()
  return (
    <section>
      <PageHeader
        title="Curriculum welcome pack"
        description="Getting-started guides, printable materials and the course map that schools receive."
      />
      <WelcomePackEditor
        pack={data}
        now={new Date(now)}
        renderPreview={(markdown) => <Markdown>{markdown}</Markdown>}
        onSaved={() => queryClient.invalidateQueries({ queryKey: onboardingKeys.welcomePack })}
      />
    </section>
  )
}
