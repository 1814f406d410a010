import { createFileRoute } from '@tanstack/react-router'
import { classPageQuery } from '@/features/classes/classes.queries'
import { ClassPage } from '@/features/classes/components/class-page'
import { loginCardsQuery } from '@/features/students/students.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { oneOf, searchParams } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const classSearch = searchParams({
  /** print: the children's login cards; join: the class's join instructions with their QR code. */
  cards: oneOf(['print', 'join']),
})

export const Route = createFileRoute('/dashboard/groups/$groupUUID')({
  params: uuidParams('groupUUID'),
  validateSearch: classSearch,
  loaderDeps: ({ search }) => ({ cards: search.cards }),
  head: () => ({ meta: [{ title: m.classes_class_page_title() }] }),
  loader: ({ context, params, deps }) =>
    notFoundOn404(async () => {
      await context.queryClient.ensureQueryData(classPageQuery(params.groupUUID))
      if (deps.cards === 'print')
        await context.queryClient.ensureQueryData(loginCardsQuery([params.groupUUID]))
    }),
  component: ClassRoute,
})

function ClassRoute() {
  const { groupUUID } = Route.useParams()
  const { cards } = Route.useSearch()
  return <ClassPage classId={groupUUID} cards={cards} />
}
