import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Monitor } from 'lucide-react'
import { TextLink } from '@/components/ui/text-link'
import { LessonPlayer } from '@/features/lessons/components/lesson-player'
import { freeLessonQuery } from '@/features/lessons/lessons.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/_public/free-lessons/$lessonUUID')({
  params: uuidParams('lessonUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(freeLessonQuery(params.lessonUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Free lesson'} · CodeSchool` }] }),
  component: FreeLessonPage,
})

function FreeLessonPage() {
  const { lessonUUID } = Route.useParams()
  const { data } = useSuspenseQuery(freeLessonQuery(lessonUUID))
  return (
    <LessonPlayer
      data={data}
      banner={
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sky-950">
          <Monitor aria-hidden="true" className="size-5" />
          You are playing as a guest: your work stays on this computer.
          <TextLink to="/join">Join your class</TextLink>
          to keep it in your own account.
        </p>
      }
      courseLink={
        <Link
          to="/free-lessons"
          className="inline-flex items-center gap-2 rounded-xl border-2 border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          More free lessons
        </Link>
      }
    />
  )
}
