import { createFileRoute } from '@tanstack/react-router'
import { ProfileSetupPage } from '@/features/joining/components/profile-setup-page'
import { profileSetupQuery } from '@/features/joining/joining.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/profile-setup')({
  head: () => ({ meta: [{ title: m.student_title_profile_setup() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileSetupQuery()),
  component: ProfileSetupPage,
})
