import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { relativeTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { Overview } from '../overview.server'

/** The overview's students who seem stuck on a lesson: many tries, much time, not done. */
export function StuckCard({ stuck, now }: { stuck: Overview['stuck']; now: Date }) {
  return (
    <Card aria-labelledby="stuck">
      <CardHeader
        id="stuck"
        title={m.onboarding_stuck_title()}
        description={m.onboarding_stuck_description()}
      />
      {stuck.length === 0 ? (
        <p className="text-slate-700">{m.onboarding_nobody_stuck()}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {stuck.map((student) => (
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
  )
}
