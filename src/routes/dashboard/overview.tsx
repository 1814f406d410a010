import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/onboarding/components/overview-page'
import { overviewQuery } from '@/features/onboarding/onboarding.queries'

export const Route = createFileRoute('/dashboard/overview')({
  head: () => ({ meta: [{ title: 'Overview · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQuery()),
  component: OverviewPage,
})
