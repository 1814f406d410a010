import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { SchoolsPanel } from './schools-panel'

/** /admin/schools: finding schools, their plan and paid status; creating one and setting its district. */
export function ConsoleSchoolsPage({ search }: { search: { q?: string; after?: string } }) {
  return (
    <section>
      <PageHeader title={m.staff_tab_schools()} />
      <SchoolsPanel query={search.q ?? ''} after={search.after} />
    </section>
  )
}
