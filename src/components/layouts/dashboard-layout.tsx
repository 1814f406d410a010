import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'
import { BrandLogo } from './brand-logo'
import { type DashboardNavItem, dashboardNav } from './dashboard-nav'
import { SkipLink } from './skip-link'
import { useCompanySiteUrl } from './use-public-config'

interface DashboardLayoutProps {
  children: ReactNode
  /** Which navigation items the visitor may reach; all of them when not given. */
  canSee?: (item: DashboardNavItem) => boolean
  account?: ReactNode
}

/** The teacher, admin and staff area. */
export function DashboardLayout({ children, canSee = () => true, account }: DashboardLayoutProps) {
  const companySiteUrl = useCompanySiteUrl()
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <SkipLink />
      <aside className="border-slate-200 border-b bg-white md:w-60 md:shrink-0 md:border-e md:border-b-0">
        <div className="px-5 py-4">
          <BrandLogo href={companySiteUrl} />
        </div>
        <nav aria-label={m.dashboard_nav_label()}>
          <ul className="flex gap-1 overflow-x-auto px-3 pb-3 md:flex-col md:overflow-visible">
            {dashboardNav.filter(canSee).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="flex items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
                  activeProps={{ className: 'bg-brand-100 text-brand-700', 'aria-current': 'page' }}
                >
                  <item.icon aria-hidden="true" className="size-5" />
                  {item.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-slate-200 border-b bg-white px-6 py-3">
          {account}
        </header>
        <main id="main" className="flex-1 px-6 py-8">
          {children}
        </main>
      </div>
    </div>
  )
}
