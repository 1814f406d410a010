import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { myProfileQuery } from '@/features/profile/profile.queries'

export const Route = createFileRoute('/dashboard/profile/')({
  head: () => ({ meta: [{ title: 'My profile · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQuery()),
  component: ProfilePage,
})
