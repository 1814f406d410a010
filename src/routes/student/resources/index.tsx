import { createFileRoute } from '@tanstack/react-router'
import { StudentResourcesPage } from '@/features/resources/components/student-resources-page'
import { publicResourcesQuery } from '@/features/resources/resources.queries'

export const Route = createFileRoute('/student/resources/')({
  head: () => ({ meta: [{ title: 'Resources · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(publicResourcesQuery()),
  component: StudentResourcesPage,
})
