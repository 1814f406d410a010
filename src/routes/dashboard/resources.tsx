import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage } from '@/features/resources/components/resources-page'
import { dashboardResourcesQuery } from '@/features/resources/resources.queries'

export const Route = createFileRoute('/dashboard/resources')({
  head: () => ({ meta: [{ title: 'Resources · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardResourcesQuery()),
  component: ResourcesPage,
})
