import { createFileRoute, notFound } from '@tanstack/react-router'
import { SharedLessonPage } from '@/features/sharing/components/shared-lesson-page'
import { sharedLessonQuery } from '@/features/sharing/sharing.queries'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_public/share/lesson/$sharingUUID')({
  params: uuidParams('sharingUUID'),
  loader: async ({ context, params }) => {
    const share = await context.queryClient.ensureQueryData(sharedLessonQuery(params.sharingUUID))
    if (share.status === 'missing') throw notFound()
    return { title: share.status === 'open' ? share.player.content.title : null }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData?.title
          ? m.guest_title_named({ title: loaderData.title })
          : loaderData
            ? m.guest_title_link_stopped()
            : m.guest_title_shared_lesson(),
      },
    ],
  }),
  component: SharedLessonRoute,
})

function SharedLessonRoute() {
  const { sharingUUID } = Route.useParams()
  return <SharedLessonPage shareId={sharingUUID} />
}
