import { createFileRoute } from '@tanstack/react-router'
import { ReviewQueuePage } from '@/features/review-queue/components/review-queue-page'
import { QUEUE_FILTERS } from '@/features/review-queue/queue-filters'
import { queueWorkQuery, reviewQueueQuery } from '@/features/review-queue/review-queue.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { oneOf, searchParams, text, uuid } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const queueSearch = searchParams({ student: uuid, filter: oneOf(QUEUE_FILTERS), concept: text(40) })

/** A class's work on one lesson, one child after another (decision 193). */
export const Route = createFileRoute('/dashboard/groups/$groupUUID_/review/$itemUUID')({
  params: uuidParams('groupUUID', 'itemUUID'),
  validateSearch: queueSearch,
  loaderDeps: ({ search }) => ({ student: search.student }),
  loader: async ({ context, params, deps }) => {
    const queue = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(reviewQueueQuery(params.groupUUID, params.itemUUID)),
    )
    const first = deps.student ?? queue.students.find((child) => child.status !== 'not_started')?.id
    if (first)
      await notFoundOn404(() =>
        context.queryClient.ensureQueryData(queueWorkQuery(params.groupUUID, params.itemUUID, first)),
      )
    return { lesson: queue.lesson.title, className: queue.schoolClass.name }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: loaderData
          ? m.review_queue_page_title({ lesson: loaderData.lesson, group: loaderData.className })
          : m.review_queue_fallback_title(),
      },
    ],
  }),
  component: QueueRoute,
})

function QueueRoute() {
  const { groupUUID, itemUUID } = Route.useParams()
  const search = Route.useSearch()
  return <ReviewQueuePage classId={groupUUID} itemId={itemUUID} search={search} />
}
