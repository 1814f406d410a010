import { createFileRoute } from '@tanstack/react-router'
import { welcomePackPrints } from '@/features/onboarding/components/school-welcome-pack'
import { SetupPage } from '@/features/onboarding/components/setup-page'
import { setupStateQuery } from '@/features/onboarding/onboarding.queries'
import { oneOf, searchParams } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

/** `?print=materials|course-map`: a printable part of the welcome pack (SPEC §2.1). */
const setupSearch = searchParams({ print: oneOf(welcomePackPrints) })

export const Route = createFileRoute('/dashboard/setup')({
  validateSearch: setupSearch,
  head: () => ({ meta: [{ title: m.onboarding_setup_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(setupStateQuery()),
  component: SetupRoute,
})

function SetupRoute() {
  return <SetupPage print={Route.useSearch().print} />
}
