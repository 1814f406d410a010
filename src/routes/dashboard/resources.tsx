import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage } from '@/features/resources/components/resources-page'
import { dashboardResourcesQuery } from '@/features/resources/resources.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/resources')({
  head: () => ({ meta: [{ title: m.resources_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardResourcesQuery()),
  component: ResourcesPage,
})
