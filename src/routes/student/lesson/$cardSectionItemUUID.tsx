import { createFileRoute } from '@tanstack/react-router'
import { StudentLessonPage } from '@/features/lessons/components/student-lesson-page'
import { studentLessonQuery } from '@/features/lessons/lessons.queries'
import { LessonVerdictBanner, useMyBlockNotes } from '@/features/progress-dashboards'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/lesson/$cardSectionItemUUID')({
  params: uuidParams('cardSectionItemUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(studentLessonQuery(params.cardSectionItemUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData?.title
          ? m.student_title_named({ title: loaderData.title })
          : m.student_title_lesson(),
      },
    ],
  }),
  component: StudentLessonRoute,
})

function StudentLessonRoute() {
  const { cardSectionItemUUID } = Route.useParams()
  const blockNotes = useMyBlockNotes(cardSectionItemUUID)
  return (
    <StudentLessonPage
      itemId={cardSectionItemUUID}
      blockNotes={blockNotes}
      verdict={<LessonVerdictBanner itemId={cardSectionItemUUID} />}
    />
  )
}
