import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Link2, Link2Off } from 'lucide-react'
import { LessonPlayer } from '@/features/lessons'
import { m } from '@/paraglide/messages'
import { sharedLessonQuery } from '../sharing.queries'

/**
 * /share/lesson/$sharingUUID: a lesson a teacher shared, played without an account; or why the link
 * stopped working.
 */
export function SharedLessonPage({ shareId }: { shareId: string }) {
  const { data } = useSuspenseQuery(sharedLessonQuery(shareId))
  if (data.status === 'missing') return null
  if (data.status === 'revoked') {
    return (
      <section
        className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm"
        data-testid="share-revoked"
      >
        <Link2Off aria-hidden="true" className="mx-auto size-12 text-slate-500" />
        <h1 className="mt-3 font-bold text-3xl">{m.guest_share_stopped_title()}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {m.guest_share_stopped_text({ school: data.schoolName })}
        </p>
        <Link
          to="/free-lessons"
          className="mt-6 inline-block rounded-xl bg-brand-600 px-5 py-3 font-bold text-lg text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {m.guest_share_see_free()}
        </Link>
      </section>
    )
  }
  return (
    <LessonPlayer
      data={data.player}
      banner={
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sky-950">
          <Link2 aria-hidden="true" className="size-5" />
          {m.guest_share_banner({ school: data.schoolName })}
        </p>
      }
    />
  )
}
