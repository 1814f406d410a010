import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { useCanReach } from '@/lib/request-context/use-can-reach'
import { m } from '@/paraglide/messages'
import { setupStateQuery } from '../onboarding.queries'
import { useSchoolAddress } from '../use-school-address'
import { WelcomePackCard, type WelcomePackPrint, WelcomePackPrintPage } from './school-welcome-pack'
import { SetupWizard } from './setup-wizard'

/**
 * /dashboard/setup: the wizard that sets up a school's first class, and the welcome pack for the
 * school's admin; `print` shows the admin one printable part of the pack instead.
 */
export function SetupPage({ print }: { print?: WelcomePackPrint }) {
  const { data } = useSuspenseQuery(setupStateQuery())
  const address = useSchoolAddress()
  const canReach = useCanReach()
  const admin = canReach('/dashboard/settings')
  // The pack is the admin's (decision 184): a teacher's print link opens the wizard.
  if (print && admin) return <WelcomePackPrintPage part={print} />
  return (
    <section className="grid gap-6">
      <div>
        <PageHeader
          title={m.onboarding_setup_title()}
          description={
            <span translate="no" dir="auto">
              {data.schoolName}
            </span>
          }
        />
        <SetupWizard state={data} schoolAddress={address} />
      </div>
      {admin ? <WelcomePackCard /> : null}
    </section>
  )
}
