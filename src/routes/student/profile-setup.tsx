import { createFileRoute } from '@tanstack/react-router'
import { ProfileSetupPage } from '@/features/joining/components/profile-setup-page'
import { profileSetupQuery } from '@/features/joining/joining.queries'

export const Route = createFileRoute('/student/profile-setup')({
  head: () => ({ meta: [{ title: 'Your school · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileSetupQuery()),
  component: ProfileSetupPage,
})
