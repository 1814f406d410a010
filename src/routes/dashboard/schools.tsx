import { createFileRoute } from '@tanstack/react-router'
import { SchoolsPage } from '@/features/schools/components/schools-page'
import { districtQuery } from '@/features/schools/district.queries'

export const Route = createFileRoute('/dashboard/schools')({
  head: () => ({ meta: [{ title: 'Schools · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(districtQuery()),
  component: SchoolsPage,
})
