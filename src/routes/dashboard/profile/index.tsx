import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { myProfileQuery } from '@/features/profile/profile.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/profile/')({
  head: () => ({ meta: [{ title: m.profile_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQuery()),
  component: ProfilePage,
})
