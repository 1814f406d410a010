import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProfileSetupForm } from '@/features/joining/components/profile-setup-form'
import { fetchProfileSetup } from '@/features/joining/joining.functions'
import { schoolOrigin } from '@/lib/hosts'
import { productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'

const profileSetupQuery = () =>
  queryOptions({ queryKey: ['profile-setup'], queryFn: () => fetchProfileSetup() })

export const Route = createFileRoute('/student/profile-setup')({
  head: () => ({ meta: [{ title: 'Your school · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileSetupQuery()),
  component: ProfileSetupPage,
})

function ProfileSetupPage() {
  const { data: state } = useSuspenseQuery(profileSetupQuery())
  const site = productSiteOf(useRequestContext())
  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-5">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">Welcome to {state.district.name}!</h1>
        <p className="mt-1 text-lg text-slate-700">
          {state.needed ? 'Tell us your school and your grade, then you can start.' : 'You are all set.'}
        </p>
      </div>
      {state.needed ? (
        <ProfileSetupForm state={state} schoolOrigin={(subdomain) => schoolOrigin(subdomain, site)} />
      ) : (
        <Link to="/student/courses" className={buttonVariants({ size: 'lg' })}>
          Go to my courses
        </Link>
      )}
    </Card>
  )
}
