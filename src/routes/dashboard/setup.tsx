import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { SetupWizard } from '@/features/onboarding/components/setup-wizard'
import { setupStateQuery } from '@/features/onboarding/onboarding.queries'
import { useSchoolAddress } from '@/features/onboarding/use-school-address'

export const Route = createFileRoute('/dashboard/setup')({
  head: () => ({ meta: [{ title: 'Set up your class · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(setupStateQuery()),
  component: SetupPage,
})

function SetupPage() {
  const { data } = useSuspenseQuery(setupStateQuery())
  const address = useSchoolAddress()
  return (
    <section>
      <PageHeader title="Set up your class" description={data.schoolName} />
      <SetupWizard state={data} schoolAddress={address} />
    </section>
  )
}
