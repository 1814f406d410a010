import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { RedirectRulesPanel } from '@/features/staff-console/components/redirect-rules-panel'
import { redirectRulesQuery } from '@/features/staff-console/staff-console.queries'

export const Route = createFileRoute('/admin/redirects')({
  loader: ({ context }) => context.queryClient.ensureQueryData(redirectRulesQuery()),
  head: () => ({ meta: [{ title: 'Redirects · Staff console · CodeSchool' }] }),
  component: () => (
    <section>
      <PageHeader title="Redirects" description="Send visitors from an old path to a new place." />
      <RedirectRulesPanel />
    </section>
  ),
})
