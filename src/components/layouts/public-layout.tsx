import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'
import { BrandLogo } from './brand-logo'
import { LanguagePicker } from './language-picker'
import { SkipLink } from './skip-link'
import { useCompanySiteUrl } from './use-public-config'

/**
 * Pages for everyone: sign-in, joining, free lessons, FAQ and content pages. `area` names a
 * signed-in area that uses the same frame (the staff console): its header says where the visitor
 * is instead of offering the public links, "Sign in" among them.
 */
export function PublicLayout({ children, area }: { children: ReactNode; area?: string }) {
  const companySiteUrl = useCompanySiteUrl()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-3">
          <BrandLogo href={companySiteUrl} />
          <LanguagePicker />
          {area ? (
            <p className="font-semibold text-slate-600 text-sm">{area}</p>
          ) : (
            <nav aria-label={m.nav_main()}>
              <ul className="flex flex-wrap gap-1 text-sm">
                <li>
                  <Link to="/free-lessons" className="nav-link">
                    {m.nav_free_lessons()}
                  </Link>
                </li>
                <li>
                  <Link to="/faq" className="nav-link">
                    {m.nav_faq()}
                  </Link>
                </li>
                <li>
                  <Link to="/join" className="nav-link">
                    {m.nav_join_class()}
                  </Link>
                </li>
                <li>
                  <Link to="/login" className="nav-link nav-link-primary">
                    {m.nav_sign_in()}
                  </Link>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-6 py-10">
        {children}
      </main>
      <footer className="border-slate-200 border-t bg-white px-6 py-4 text-center text-slate-600 text-sm">
        {m.footer_tagline()}
      </footer>
    </div>
  )
}
