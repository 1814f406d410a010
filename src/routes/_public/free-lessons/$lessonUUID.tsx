import { createFileRoute } from '@tanstack/react-router'
import { FreeLessonPage } from '@/features/lessons/components/free-lesson-page'
import { freeLessonQuery } from '@/features/lessons/lessons.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_public/free-lessons/$lessonUUID')({
  params: uuidParams('lessonUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(freeLessonQuery(params.lessonUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData?.title
          ? m.guest_title_named({ title: loaderData.title })
          : m.guest_title_free_lesson(),
      },
    ],
  }),
  component: FreeLessonRoute,
})

function FreeLessonRoute() {
  const { lessonUUID } = Route.useParams()
  return <FreeLessonPage lessonId={lessonUUID} />
}
