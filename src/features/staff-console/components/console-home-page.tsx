import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { m } from '@/paraglide/messages'
import { type CONSOLE_TABS, useConsoleTabs } from './console-nav'

const DESCRIPTIONS: Record<(typeof CONSOLE_TABS)[number]['to'], () => string> = {
  '/admin/schools': m.staff_home_schools,
  '/admin/content': m.staff_home_content,
  '/admin/redirects': m.staff_home_redirects,
  '/admin/analytics': m.staff_home_analytics,
  '/admin/users': m.staff_home_users,
}

/** /admin: the staff console's tabs this visitor may open. */
export function ConsoleHomePage() {
  const tabs = useConsoleTabs()
  return (
    <section>
      <PageHeader title={m.staff_area()} />
      {tabs.length === 0 ? (
        <p className="max-w-prose text-slate-700">{m.staff_home_lesson_editor()}</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {tabs.map((tab) => (
          <li key={tab.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Link to={tab.to} className="font-bold text-brand-700 text-lg underline underline-offset-4">
              {tab.label()}
            </Link>
            <p className="mt-1 text-slate-600">{DESCRIPTIONS[tab.to]()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
