import { createFileRoute } from '@tanstack/react-router'
import { TeacherLessonPage } from '@/features/lessons/components/teacher-lesson-page'
import { teacherLessonQuery } from '@/features/lessons/lessons.queries'
import { EditLessonButton } from '@/features/template-editor'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/lesson/$cardSectionItemUUID')({
  params: uuidParams('cardSectionItemUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(teacherLessonQuery(params.cardSectionItemUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `Preview: ${loaderData?.title ?? 'Lesson'} · CodeSchool` }] }),
  component: TeacherLessonRoute,
})

function TeacherLessonRoute() {
  const { cardSectionItemUUID } = Route.useParams()
  return (
    <TeacherLessonPage
      itemId={cardSectionItemUUID}
      editButton={<EditLessonButton itemId={cardSectionItemUUID} />}
    />
  )
}
