import { useInfiniteQuery } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, Play, School, UserPlus, Users } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { relativeTime, shortDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { activityFeedQuery } from '../activity.queries'
import type { ActivityPage } from '../activity.server'
import { type ActivityTone, describeActivity } from '../activity-kinds'

const toneIcons: Record<ActivityTone, { Icon: typeof Play; className: string }> = {
  lesson: { Icon: Play, className: 'bg-brand-100 text-brand-700' },
  done: { Icon: CircleCheck, className: 'bg-green-100 text-green-800' },
  join: { Icon: UserPlus, className: 'bg-amber-100 text-amber-900' },
  warning: { Icon: CircleAlert, className: 'bg-red-100 text-red-800' },
  team: { Icon: Users, className: 'bg-violet-100 text-violet-800' },
  school: { Icon: School, className: 'bg-slate-100 text-slate-700' },
}

interface ActivityFeedProps {
  firstPage: ActivityPage
  now: Date
}

/** Recent activity (the school's, a teacher's classes', or a student's own), newest first, with older pages on demand. */
export function ActivityFeed({ firstPage, now }: ActivityFeedProps) {
  const feed = useInfiniteQuery(activityFeedQuery(firstPage))
  const entries = feed.data.pages.flatMap((page) => page.entries)
  const mine = firstPage.scope === 'mine'

  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
        {mine
          ? m.activity_none_mine()
          : firstPage.scope === 'classes'
            ? m.activity_none_classes()
            : m.activity_none_school()}
      </p>
    )
  }

  return (
    <div className="grid gap-4">
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {entries.map((entry) => {
          const sentence = describeActivity(entry, { you: mine })
          const { Icon, className } = toneIcons[sentence.tone]
          return (
            <li key={entry.id} className="flex items-start gap-3 px-4 py-3">
              <span
                className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${className}`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p>{sentence.text}</p>
                <p className="text-slate-600 text-sm">
                  <time dateTime={new Date(entry.createdAt).toISOString()} title={shortDate(entry.createdAt)}>
                    {relativeTime(entry.createdAt, now)}
                  </time>
                </p>
              </div>
            </li>
          )
        })}
      </ol>
      {feed.isError ? <Alert tone="error">{m.activity_older_failed()}</Alert> : null}
      {feed.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
            aria-busy={feed.isFetchingNextPage || undefined}
          >
            {m.activity_show_older()}
          </Button>
        </div>
      ) : (
        <p className="text-slate-600 text-sm">{m.activity_everything()}</p>
      )}
    </div>
  )
}
