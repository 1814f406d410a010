import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { setupStateQuery } from '../onboarding.queries'
import { useSchoolAddress } from '../use-school-address'
import { SetupWizard } from './setup-wizard'

/** /dashboard/setup: the wizard that sets up a school's first class. */
export function SetupPage() {
  const { data } = useSuspenseQuery(setupStateQuery())
  const address = useSchoolAddress()
  return (
    <section>
      <PageHeader title="Set up your class" description={data.schoolName} />
      <SetupWizard state={data} schoolAddress={address} />
    </section>
  )
}
