import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import {
  ArrowRight,
  BookOpen,
  ChartColumn,
  Check,
  Circle,
  GraduationCap,
  Library,
  type LucideIcon,
  Sparkles,
  Users,
} from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { count as formatCount, relativeTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { overviewQuery } from '../onboarding.queries'
import type { ChecklistItem, ChecklistKey, Overview } from '../overview.server'
import { WelcomePackCard } from './school-welcome-pack'

interface OverviewContentsProps {
  overview: Overview
}

const checklistText: Record<
  ChecklistKey,
  {
    title: () => string
    done: (count: number) => string
    todo: () => string
    to: NonNullable<LinkProps['to']>
    action: () => string
  }
> = {
  school: {
    title: m.onboarding_check_school_title,
    done: () => m.onboarding_check_school_done(),
    todo: m.onboarding_check_school_todo,
    to: '/dashboard/settings',
    action: m.onboarding_check_school_action,
  },
  teachers: {
    title: m.onboarding_check_teachers_title,
    done: (count) => m.onboarding_check_teachers_done({ count }),
    todo: m.onboarding_check_teachers_todo,
    to: '/dashboard/teachers/new',
    action: m.onboarding_check_teachers_action,
  },
  class: {
    title: m.onboarding_check_class_title,
    done: (count) => m.onboarding_check_class_done({ count }),
    todo: m.onboarding_check_class_todo,
    to: '/dashboard/groups/new',
    action: m.onboarding_check_class_action,
  },
  students: {
    title: m.onboarding_check_students_title,
    done: (count) => m.onboarding_check_students_done({ count }),
    todo: m.onboarding_check_students_todo,
    to: '/dashboard/students/import',
    action: m.onboarding_check_students_action,
  },
  lesson: {
    title: m.onboarding_check_lesson_title,
    done: (count) => m.onboarding_check_lesson_done({ count }),
    todo: m.onboarding_check_lesson_todo,
    to: '/dashboard/courses',
    action: m.onboarding_check_lesson_action,
  },
}

function Checklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <Card aria-labelledby="getting-started">
      <CardHeader
        id="getting-started"
        title={m.onboarding_getting_started()}
        description={
          done === items.length
            ? m.onboarding_all_set_up()
            : m.onboarding_done_of({ done: formatCount(done), total: formatCount(items.length) })
        }
      />
      <div
        className="mb-5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={m.onboarding_getting_started_progress()}
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={done}
      >
        <div
          className="h-full rounded-full bg-green-600"
          style={{ width: `${(done / items.length) * 100}%` }}
        />
      </div>
      <ol className="grid gap-3">
        {items.map((item) => {
          const text = checklistText[item.key]
          return (
            <li
              key={item.key}
              className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              {item.done ? (
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
              ) : (
                <Circle aria-hidden="true" className="size-7 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {text.title()}
                  <span className="sr-only">
                    {' '}
                    {item.done ? m.onboarding_item_done() : m.onboarding_item_todo()}
                  </span>
                </p>
                <p className="text-slate-700">{item.done ? text.done(item.count) : text.todo()}</p>
              </div>
              {item.done ? null : (
                <Link to={text.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  {text.action()}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </Card>
  )
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

      <Card aria-labelledby="this-week">
        <CardHeader
          id="this-week"
          title={overview.checklist ? m.onboarding_week_school() : m.onboarding_week_mine()}
          description={m.onboarding_week_description()}
          actions={
            overview.totalClasses > overview.classes.length ? (
              <TextLink to="/dashboard/groups">
                {m.onboarding_all_classes({ count: overview.totalClasses })}
              </TextLink>
            ) : null
          }
        />
        {overview.classes.length === 0 ? (
          <p className="text-slate-700">
            {m.onboarding_no_classes_before()}{' '}
            <TextLink to="/dashboard/groups/new">{m.onboarding_check_class_action()}</TextLink>{' '}
            {m.onboarding_no_classes_after()}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {overview.classes.map((schoolClass) => (
              <li key={schoolClass.id} className="grid gap-2 rounded-lg border border-slate-200 p-4">
                <Link
                  to="/dashboard/groups/$groupUUID"
                  params={{ groupUUID: schoolClass.id }}
                  className="font-bold text-brand-700 text-lg underline-offset-4 hover:underline"
                >
                  <span translate="no" dir="auto">
                    {schoolClass.name}
                  </span>
                </Link>
                <p className="text-slate-600 text-sm">
                  {m.onboarding_code()}{' '}
                  <span className="font-mono font-semibold" translate="no" dir="ltr">
                    {schoolClass.joinCode}
                  </span>{' '}
                  · {m.onboarding_students_count({ count: schoolClass.students })}
                </p>
                <dl className="grid grid-cols-3 gap-2">
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">{m.onboarding_active_this_week()}</dt>
                    <dd className="font-bold text-xl tabular-nums" data-testid="active-this-week">
                      {schoolClass.activeThisWeek}
                    </dd>
                  </div>
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">{m.onboarding_lessons_started()}</dt>
                    <dd className="font-bold text-xl tabular-nums" data-testid="lessons-started">
                      {schoolClass.lessonsStartedThisWeek}
                    </dd>
                  </div>
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">{m.onboarding_lessons_completed()}</dt>
                    <dd className="font-bold text-xl tabular-nums">{schoolClass.lessonsCompletedThisWeek}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card aria-labelledby="stuck">
        <CardHeader
          id="stuck"
          title={m.onboarding_stuck_title()}
          description={m.onboarding_stuck_description()}
        />
        {overview.stuck.length === 0 ? (
          <p className="text-slate-700">{m.onboarding_nobody_stuck()}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {overview.stuck.map((student) => (
              <li
                key={`${student.profileId}-${student.cardSectionItemId}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <div>
                  <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID: student.profileId }}>
                    <span translate="no" dir="auto">
                      {student.name}
                    </span>
                  </TextLink>{' '}
                  <span className="text-slate-700">
                    {m.onboarding_stuck_on({ lesson: student.lessonTitle })}
                  </span>
                  <p className="text-slate-600 text-sm">
                    <span translate="no" dir="auto">
                      {student.className}
                    </span>{' '}
                    · {m.onboarding_tries({ count: student.attempts })} ·{' '}
                    {m.onboarding_minutes({ minutes: student.minutes })}
                  </p>
                </div>
                <span className="text-slate-600 text-sm">{relativeTime(student.updatedAt, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

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
