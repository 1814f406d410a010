import { createFileRoute } from '@tanstack/react-router'
import { WelcomePackPage } from '@/features/onboarding/components/welcome-pack-page'
import { welcomePackQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/welcome-pack')({
  head: () => ({ meta: [{ title: 'Welcome pack · CodeSchool' }] }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(welcomePackQuery())
    return { now: new Date().toISOString() }
  },
  component: WelcomePackRoute,
})

function WelcomePackRoute() {
  return <WelcomePackPage now={Route.useLoaderData().now} />
}
