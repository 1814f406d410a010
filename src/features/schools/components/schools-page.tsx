import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { transferToProfile } from '@/features/auth'
import { placeOf, sessionSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { prepareChildSchool } from '../district.functions'
import { districtQuery } from '../district.queries'
import { DistrictSchools } from './district-schools'

/**
 * /dashboard/schools: a district's schools with their numbers; opening one moves the admin to that
 * school's site.
 */
export function SchoolsPage() {
  const { data } = useSuspenseQuery(districtQuery())
  const requestContext = useRequestContext()
  const visitor = requestContext?.visitor
  // Profile selection across schools (SPEC §4): a transfer token for the profile there, then that
  // school's /login-finalize.
  const switchTo = (profileId: string, subdomain: string) =>
    transferToProfile(
      {
        uuid: profileId,
        role: 'ADMIN',
        user_role: visitor?.userRole ?? null,
        name: visitor?.name ?? '',
        paid_status: false,
        account: { subdomain, logo: null, districtChildren: [] },
      },
      {
        place: placeOf(requestContext),
        site: sessionSiteOf(requestContext),
        redirect: '/dashboard/overview',
      },
    )
  return (
    <section>
      <PageHeader
        title="Schools"
        description={
          data.children.length > 0 ? 'Every school of your district, with its numbers.' : undefined
        }
      />
      <DistrictSchools
        overview={data}
        onOpen={async (school) => {
          // The district admin's profile at the child school, made on demand (docs/decisions/050).
          const target = await prepareChildSchool({ data: { schoolId: school.id } })
          await switchTo(target.profileId, target.subdomain)
        }}
        onOpenDistrict={(district) => switchTo(district.profileId, district.subdomain)}
      />
    </section>
  )
}
