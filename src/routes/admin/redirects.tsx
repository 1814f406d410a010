import { createFileRoute } from '@tanstack/react-router'
import { RedirectsPage } from '@/features/staff-console/components/redirects-page'
import { redirectRulesQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/redirects')({
  loader: ({ context }) => context.queryClient.ensureQueryData(redirectRulesQuery()),
  head: () => ({ meta: [{ title: 'Redirects · Staff console · CodeSchool' }] }),
  component: RedirectsPage,
})
