import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { schoolOrigin } from '@/lib/hosts'
import { productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { profileSetupQuery } from '../joining.queries'
import { ProfileSetupForm } from './profile-setup-form'

/**
 * /student/profile-setup: a district's child tells which school and grade they are in, then moves there
 * (decision 043).
 */
export function ProfileSetupPage() {
  const { data: state } = useSuspenseQuery(profileSetupQuery())
  const site = productSiteOf(useRequestContext())
  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-5">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">
          {m.student_setup_welcome({ district: state.district.name })}
        </h1>
        <p className="mt-1 text-lg text-slate-700">
          {state.needed ? m.student_setup_needed() : m.student_setup_all_set()}
        </p>
      </div>
      {state.needed ? (
        <ProfileSetupForm state={state} schoolOrigin={(subdomain) => schoolOrigin(subdomain, site)} />
      ) : (
        <Link to="/student/courses" className={buttonVariants({ size: 'lg' })}>
          {m.student_setup_go()}
        </Link>
      )}
    </Card>
  )
}
