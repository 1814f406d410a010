import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { type CONSOLE_TABS, useConsoleTabs } from './console-nav'

const DESCRIPTIONS: Record<(typeof CONSOLE_TABS)[number]['to'], string> = {
  '/admin/schools': 'Find schools, see their plan and paid status, create a school and set its district.',
  '/admin/content': 'Write the FAQ and the other content pages, with a preview.',
  '/admin/redirects': 'Send old paths to new ones, inside the site or to an https:// address.',
  '/admin/analytics': 'Page views per day for the last 30 days, and the most viewed paths.',
  '/admin/users': 'Who is staff. A super admin gives, changes and removes staff roles.',
}

/** /admin: the staff console's tabs this visitor may open. */
export function ConsoleHomePage() {
  const tabs = useConsoleTabs()
  return (
    <section>
      <PageHeader title="Staff console" />
      {tabs.length === 0 ? (
        <p className="max-w-prose text-slate-700">
          Lesson editors work on lessons: open a school's course page and choose Edit lesson. The console's
          schools, pages, redirects, analytics and users are for staff and super admins.
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {tabs.map((tab) => (
          <li key={tab.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Link to={tab.to} className="font-bold text-brand-700 text-lg underline underline-offset-4">
              {tab.label}
            </Link>
            <p className="mt-1 text-slate-600">{DESCRIPTIONS[tab.to]}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
