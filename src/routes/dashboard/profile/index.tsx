import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { ProfileForms } from '@/features/profile/components/profile-forms'
import { myProfileQuery, profileKeys } from '@/features/profile/profile.queries'

export const Route = createFileRoute('/dashboard/profile/')({
  head: () => ({ meta: [{ title: 'My profile · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQuery()),
  component: ProfilePage,
})

function ProfilePage() {
  const { data } = useSuspenseQuery(myProfileQuery())
  const queryClient = useQueryClient()
  return (
    <section>
      <PageHeader
        title="My profile"
        description={`${data.role === 'ADMIN' ? 'Admin' : 'Teacher'} at ${data.schoolName}`}
      />
      <ProfileForms
        profile={data}
        onChanged={() => queryClient.invalidateQueries({ queryKey: profileKeys.me })}
      />
    </section>
  )
}
