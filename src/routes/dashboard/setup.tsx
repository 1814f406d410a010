import { createFileRoute } from '@tanstack/react-router'
import { SetupPage } from '@/features/onboarding/components/setup-page'
import { setupStateQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/setup')({
  head: () => ({ meta: [{ title: 'Set up your class · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(setupStateQuery()),
  component: SetupPage,
})
