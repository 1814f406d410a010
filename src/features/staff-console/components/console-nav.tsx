import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { admits, CONSOLE_STAFF } from '@/access/allowed-visitors'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'

/** Each tab's label is a message, looked up when the tab is shown (decision 204). */
const TABS = [
  { to: '/admin/schools', label: m.staff_tab_schools },
  { to: '/admin/content', label: m.staff_tab_content },
  { to: '/admin/redirects', label: m.staff_tab_redirects },
  { to: '/admin/analytics', label: m.staff_tab_analytics },
  { to: '/admin/users', label: m.staff_tab_users },
] as const

/**
 * The console's tabs: links, so each tab has its own address (the current one is aria-current).
 * `signOut` is the sign-out button (a POST, from the auth feature; the route passes it in).
 */
export function ConsoleNav({ signOut }: { signOut: ReactNode }) {
  const tabs = useConsoleTabs()
  return (
    <nav aria-label={m.staff_area()} className="mb-8 flex flex-wrap items-center justify-between gap-3">
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="block rounded-lg px-3 py-2 font-semibold text-slate-700 hover:bg-white focus-visible:outline-3 focus-visible:outline-brand-500 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
            >
              {tab.label()}
            </Link>
          </li>
        ))}
      </ul>
      {signOut}
    </nav>
  )
}

export const CONSOLE_TABS = TABS

/** The tabs this staff member can use: none for a lesson editor, whose work is lessons (decision 082). */
export function useConsoleTabs(): readonly (typeof TABS)[number][] {
  const visitor = useRequestContext()?.visitor
  const usesConsole = visitor
    ? admits(CONSOLE_STAFF, { visitorType: visitor.type, userRole: visitor.userRole })
    : false
  return usesConsole ? TABS : []
}
