import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { BackLink } from '@/components/ui/text-link'
import { activityQuery } from '../activity.queries'
import { ActivityFeed } from './activity-feed'

const descriptions = {
  mine: 'What you did lately.',
  classes: 'What happened in your classes lately.',
  school: 'What happened at your school lately.',
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
          <BackLink to="/student/courses">My courses</BackLink>
        </p>
      ) : null}
      <PageHeader
        title={data.scope === 'mine' ? 'My activity' : 'Activity'}
        description={descriptions[data.scope]}
      />
      <ActivityFeed firstPage={data} now={new Date(now)} />
    </section>
  )
}
