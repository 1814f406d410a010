import { productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { AuthCard } from './auth-card'
import { GoToSchoolForm } from './go-to-school-form'

/** /go-to-school: finding a school's site by its name or address. */
export function GoToSchoolPage() {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Find your school"
      intro={<p>Every school has its own CodeSchool site. Let's find yours.</p>}
    >
      <GoToSchoolForm site={productSiteOf(context)} />
    </AuthCard>
  )
}
