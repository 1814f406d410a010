import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { activityQuery } from '../activity.queries'
import { ActivityFeed } from './activity-feed'

const descriptions = {
  mine: m.activity_description_mine,
  classes: m.activity_description_classes,
  school: m.activity_description_school,
} as const

/**
 * /dashboard/activity: what happened at the school, or in the visitor's own classes; `now` is when the
 * page loaded.
 */
export function ActivityPage({ now }: { now: string }) {
  const { data } = useSuspenseQuery(activityQuery())
  return (
    <section className="max-w-3xl">
      {data.scope === 'mine' ? (
        <p className="mb-2">
          <BackLink to="/student/courses">{m.nav_my_courses()}</BackLink>
        </p>
      ) : null}
      <PageHeader
        title={data.scope === 'mine' ? m.activity_my_activity() : m.dashboard_nav_activity()}
        description={descriptions[data.scope]()}
      />
      <ActivityFeed firstPage={data} now={new Date(now)} />
    </section>
  )
}
