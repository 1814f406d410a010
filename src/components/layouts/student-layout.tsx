import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'
import { BrandLogo } from './brand-logo'
import { LanguagePicker } from './language-picker'
import { SkipLink } from './skip-link'

interface StudentLayoutProps {
  children: ReactNode
  account?: ReactNode
  /** The children's links (My courses, Resources); off on pages before signing in (joining). */
  nav?: boolean
}

const linkClass =
  'rounded-xl px-4 py-2 font-semibold hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-500'

/**
 * The children's area: big targets, few words, and no links for adults (FAQ, Sign in, the
 * company's site): a child who taps the logo lands on their courses (decision 097). Kept short
 * so that a lesson's work area fits on the first screen.
 */
export function StudentLayout({ children, account, nav = true }: StudentLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-amber-50">
      <SkipLink />
      <header className="border-amber-200 border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 sm:px-6">
          <BrandLogo href={nav ? '/student/courses' : '/join'} />
          {nav ? (
            <nav aria-label={m.nav_student()}>
              <ul className="flex gap-2 text-lg">
                <li>
                  <Link
                    to="/student/courses"
                    className={linkClass}
                    activeProps={{ className: 'bg-amber-200', 'aria-current': 'page' }}
                  >
                    {m.nav_my_courses()}
                  </Link>
                </li>
                <li>
                  <Link
                    to="/student/resources"
                    className={linkClass}
                    activeProps={{ className: 'bg-amber-200', 'aria-current': 'page' }}
                  >
                    {m.nav_resources()}
                  </Link>
                </li>
              </ul>
            </nav>
          ) : null}
          <LanguagePicker />
          {account}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-3 sm:px-6 sm:py-4">
        {children}
      </main>
    </div>
  )
}
