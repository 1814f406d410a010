import { Link } from '@tanstack/react-router'

const TABS = [
  { to: '/admin/schools', label: 'Schools' },
  { to: '/admin/content', label: 'Content pages' },
  { to: '/admin/redirects', label: 'Redirects' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/users', label: 'Users' },
] as const

/** The console's tabs: links, so each tab has its own address (the current one is aria-current). */
export function ConsoleNav() {
  return (
    <nav aria-label="Staff console" className="mb-8 flex flex-wrap items-center justify-between gap-3">
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="block rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-500 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/logout" className="font-semibold text-brand-700 text-sm underline underline-offset-4">
        Sign out
      </Link>
    </nav>
  )
}

export const CONSOLE_TABS = TABS
