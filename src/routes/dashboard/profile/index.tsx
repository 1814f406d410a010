import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { SignOutEverywhereCard } from '@/features/auth/components/sign-out-everywhere-card'
import { ProfileForms } from '@/features/profile/components/profile-forms'
import { myProfileQuery } from '@/features/profile/profile.queries'

export const Route = createFileRoute('/dashboard/profile/')({
  head: () => ({ meta: [{ title: 'My profile · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQuery()),
  component: ProfilePage,
})

function ProfilePage() {
  const { data } = useSuspenseQuery(myProfileQuery())
  return (
    <section>
      <PageHeader
        title="My profile"
        description={`${data.role === 'ADMIN' ? 'Admin' : 'Teacher'} at ${data.schoolName}`}
      />
      <div className="grid max-w-2xl gap-6">
        <ProfileForms profile={data} />
        <SignOutEverywhereCard />
      </div>
    </section>
  )
}
