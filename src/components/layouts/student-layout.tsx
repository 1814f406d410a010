import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BrandLogo } from './brand-logo'
import { SkipLink } from './skip-link'
import { useCompanySiteUrl } from './use-public-config'

interface StudentLayoutProps {
  children: ReactNode
  account?: ReactNode
}

/** The children's area: big targets, few words. */
export function StudentLayout({ children, account }: StudentLayoutProps) {
  const companySiteUrl = useCompanySiteUrl()
  return (
    <div className="flex min-h-screen flex-col bg-amber-50">
      <SkipLink />
      <header className="border-amber-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-3">
          <BrandLogo href={companySiteUrl} />
          <nav aria-label="Student">
            <ul className="flex gap-2 text-lg">
              <li>
                <Link
                  to="/student/courses"
                  className="rounded-xl px-4 py-2 font-semibold hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-500"
                  activeProps={{ className: 'bg-amber-200', 'aria-current': 'page' }}
                >
                  My courses
                </Link>
              </li>
              <li>
                <Link
                  to="/student/resources"
                  className="rounded-xl px-4 py-2 font-semibold hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-500"
                  activeProps={{ className: 'bg-amber-200', 'aria-current': 'page' }}
                >
                  Resources
                </Link>
              </li>
            </ul>
          </nav>
          {account}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-6 py-8">
        {children}
      </main>
    </div>
  )
}
