import { createFileRoute } from '@tanstack/react-router'
import { RedirectsPage } from '@/features/staff-console/components/redirects-page'
import { redirectRulesQuery } from '@/features/staff-console/staff-console.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/redirects')({
  loader: ({ context }) => context.queryClient.ensureQueryData(redirectRulesQuery()),
  head: () => ({ meta: [{ title: m.staff_page_title_redirects() }] }),
  component: RedirectsPage,
})
