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
import { plural, relativeTime } from '@/lib/format'
import { overviewQuery } from '../onboarding.queries'
import type { ChecklistItem, ChecklistKey, Overview } from '../overview.server'
import { WelcomePackCard } from './school-welcome-pack'

interface OverviewContentsProps {
  overview: Overview
}

const checklistText: Record<
  ChecklistKey,
  {
    title: string
    done: (count: number) => string
    todo: string
    to: NonNullable<LinkProps['to']>
    action: string
  }
> = {
  school: {
    title: 'School details',
    done: () => 'Address or logo added.',
    todo: 'Add your address and logo; they appear on printed login cards.',
    to: '/dashboard/settings',
    action: 'Open settings',
  },
  teachers: {
    title: 'Teachers invited',
    done: (count) => `${plural(count, 'colleague has', 'colleagues have')} been invited.`,
    todo: 'Invite your teachers by email; they each set up their own classes.',
    to: '/dashboard/teachers/new',
    action: 'Invite a teacher',
  },
  class: {
    title: 'Create your first class',
    done: (count) => `${plural(count, 'class', 'classes')}.`,
    todo: 'Create a class: it gets a join code children type to sign in.',
    to: '/dashboard/groups/new',
    action: 'Create a class',
  },
  students: {
    title: 'Students added',
    done: (count) => `${plural(count, 'student')}.`,
    todo: 'Add students one by one or import a spreadsheet, or let children join with the class code.',
    to: '/dashboard/students/import',
    action: 'Import students',
  },
  lesson: {
    title: 'A lesson tried',
    done: (count) => `${plural(count, 'lesson')} started at your school.`,
    todo: 'Open a course and try a lesson yourself, as a student would.',
    to: '/dashboard/courses',
    action: 'Browse courses',
  },
}

function Checklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <Card aria-labelledby="getting-started">
      <CardHeader
        id="getting-started"
        title="Getting started"
        description={
          done === items.length ? 'Your school is all set up. Well done!' : `${done} of ${items.length} done`
        }
      />
      <div
        className="mb-5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Getting started progress"
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
                  {text.title}
                  <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className="text-slate-700">{item.done ? text.done(item.count) : text.todo}</p>
              </div>
              {item.done ? null : (
                <Link to={text.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  {text.action}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </Card>
  )
}

const quickLinks: { to: NonNullable<LinkProps['to']>; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard/courses', label: 'Courses', icon: BookOpen },
  { to: '/dashboard/groups', label: 'Classes', icon: Users },
  { to: '/dashboard/students', label: 'Students', icon: GraduationCap },
  { to: '/dashboard/progress', label: 'Progress', icon: ChartColumn },
  { to: '/dashboard/resources', label: 'Resources', icon: Library },
]

/** /dashboard/overview (PRODUCT.md §3): this week, stuck students, quick links, the checklist. */
export function OverviewPage() {
  const { data } = useSuspenseQuery(overviewQuery())
  return (
    <section>
      <PageHeader title={`Hello, ${data.name}`} description={data.schoolName} />
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
                <h2 className="font-bold text-xl">Get your class coding in a few minutes</h2>
                <p className="text-slate-700">
                  Three steps: your name, your class, a course. Then print the join cards.
                </p>
              </div>
            </div>
            <Link to="/dashboard/setup" className={buttonVariants({ size: 'lg' })}>
              Set up my class
              <ArrowRight aria-hidden="true" className="size-5" />
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
          title={overview.checklist ? 'This week in your school’s classes' : 'This week in my classes'}
          description="Students who ran or worked on a lesson in the last 7 days. Updates by itself."
          actions={
            overview.totalClasses > overview.classes.length ? (
              <TextLink to="/dashboard/groups">All {overview.totalClasses} classes</TextLink>
            ) : null
          }
        />
        {overview.classes.length === 0 ? (
          <p className="text-slate-700">
            No classes yet. <TextLink to="/dashboard/groups/new">Create a class</TextLink> to see its week
            here.
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
                  {schoolClass.name}
                </Link>
                <p className="text-slate-600 text-sm">
                  Code <span className="font-mono font-semibold">{schoolClass.joinCode}</span> ·{' '}
                  {plural(schoolClass.students, 'student')}
                </p>
                <dl className="grid grid-cols-3 gap-2">
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">Active this week</dt>
                    <dd className="font-bold text-xl tabular-nums" data-testid="active-this-week">
                      {schoolClass.activeThisWeek}
                    </dd>
                  </div>
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">Lessons started</dt>
                    <dd className="font-bold text-xl tabular-nums" data-testid="lessons-started">
                      {schoolClass.lessonsStartedThisWeek}
                    </dd>
                  </div>
                  <div className="rounded bg-slate-50 p-2">
                    <dt className="text-slate-600 text-xs">Lessons completed</dt>
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
          title="Students who may be stuck"
          description="Still on a lesson after many tries or more than 15 minutes, in the last two weeks."
        />
        {overview.stuck.length === 0 ? (
          <p className="text-slate-700">Nobody seems stuck right now.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {overview.stuck.map((student) => (
              <li
                key={`${student.profileId}-${student.cardSectionItemId}`}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <div>
                  <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID: student.profileId }}>
                    {student.name}
                  </TextLink>{' '}
                  <span className="text-slate-700">on “{student.lessonTitle}”</span>
                  <p className="text-slate-600 text-sm">
                    {student.className} · {plural(student.attempts, 'try', 'tries')} · {student.minutes} min
                  </p>
                </div>
                <span className="text-slate-600 text-sm">{relativeTime(student.updatedAt, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <nav aria-label="Quick links">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 font-semibold shadow-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                <link.icon aria-hidden="true" className="size-5 text-brand-600" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
