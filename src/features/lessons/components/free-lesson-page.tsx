import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Monitor } from 'lucide-react'
import { TextLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { freeLessonQuery } from '../lessons.queries'
import { LessonPlayer } from './lesson-player'

/** /free-lessons/$lessonUUID: a free lesson played as a guest; the work stays in the browser. */
export function FreeLessonPage({ lessonId }: { lessonId: string }) {
  const { data } = useSuspenseQuery(freeLessonQuery(lessonId))
  return (
    <LessonPlayer
      data={data}
      banner={
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sky-950">
          <Monitor aria-hidden="true" className="size-5" />
          {m.free_lesson_guest()}
          <TextLink to="/join">{m.free_lesson_join()}</TextLink>
          {m.free_lesson_to_keep()}
        </p>
      }
      courseLink={
        <Link
          to="/free-lessons"
          className="inline-flex items-center gap-2 rounded-xl border-2 border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {m.free_lesson_more()}
        </Link>
      }
    />
  )
}
