import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/onboarding/components/overview-page'
import { overviewQuery } from '@/features/onboarding/onboarding.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/overview')({
  head: () => ({ meta: [{ title: m.onboarding_overview_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQuery()),
  component: OverviewPage,
})
