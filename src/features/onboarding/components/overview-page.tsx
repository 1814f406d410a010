import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import {
  ArrowRight,
  BookOpen,
  ChartColumn,
  GraduationCap,
  Library,
  type LucideIcon,
  Sparkles,
  Users,
} from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { overviewQuery } from '../onboarding.queries'
import type { Overview } from '../overview.server'
import { Checklist } from './overview-checklist'
import { StuckCard } from './overview-stuck'
import { ThisWeekCard } from './overview-this-week'
import { WelcomePackCard } from './school-welcome-pack'

interface OverviewContentsProps {
  overview: Overview
}

const quickLinks: { to: NonNullable<LinkProps['to']>; label: () => string; icon: LucideIcon }[] = [
  { to: '/dashboard/courses', label: m.dashboard_nav_courses, icon: BookOpen },
  { to: '/dashboard/groups', label: m.dashboard_nav_classes, icon: Users },
  { to: '/dashboard/students', label: m.dashboard_nav_students, icon: GraduationCap },
  { to: '/dashboard/progress', label: m.dashboard_nav_progress, icon: ChartColumn },
  { to: '/dashboard/resources', label: m.dashboard_nav_resources, icon: Library },
]

/** /dashboard/overview (PRODUCT.md §3): this week, stuck students, quick links, the checklist. */
export function OverviewPage() {
  const { data } = useSuspenseQuery(overviewQuery())
  return (
    <section>
      <PageHeader
        title={m.onboarding_hello({ name: data.name })}
        description={
          <span translate="no" dir="auto">
            {data.schoolName}
          </span>
        }
      />
      <OverviewContents overview={data} />
    </section>
  )
}

function OverviewContents({ overview }: OverviewContentsProps) {
  const now = new Date(overview.checkedAt)
  return (
    <div className="grid gap-6">
      {overview.needsSetup ? (
        <Card tone="brand">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-start gap-3">
              <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <div>
                <h2 className="font-bold text-xl">{m.onboarding_setup_banner_title()}</h2>
                <p className="text-slate-700">{m.onboarding_setup_banner_text()}</p>
              </div>
            </div>
            <Link to="/dashboard/setup" className={buttonVariants({ size: 'lg' })}>
              {m.onboarding_setup_banner_action()}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Link>
          </div>
        </Card>
      ) : null}

      {overview.checklist ? <Checklist items={overview.checklist} /> : null}

      {/* The checklist is for admins and staff: so is the welcome pack (SPEC §2.1). */}
      {overview.checklist ? <WelcomePackCard /> : null}

      <ThisWeekCard overview={overview} />

      <StuckCard stuck={overview.stuck} now={now} />

      <nav aria-label={m.onboarding_quick_links()}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 font-semibold shadow-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                <link.icon aria-hidden="true" className="size-5 text-brand-600" />
                {link.label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
