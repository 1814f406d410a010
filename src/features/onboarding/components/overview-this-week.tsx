import { Link } from '@tanstack/react-router'
import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import type { Overview } from '../overview.server'

/** The overview's week: each class (the school's, or a teacher's own) with its activity this week. */
export function ThisWeekCard({ overview }: { overview: Overview }) {
  return (
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
                <WeekStat
                  label={m.onboarding_active_this_week()}
                  value={schoolClass.activeThisWeek}
                  testId="active-this-week"
                />
                <WeekStat
                  label={m.onboarding_lessons_started()}
                  value={schoolClass.lessonsStartedThisWeek}
                  testId="lessons-started"
                />
                <WeekStat
                  label={m.onboarding_lessons_completed()}
                  value={schoolClass.lessonsCompletedThisWeek}
                />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** One count of a class's week. */
function WeekStat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded bg-slate-50 p-2">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="font-bold text-xl tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
