import { createFileRoute } from '@tanstack/react-router'
import { classesQuery } from '@/features/classes/classes.queries'
import { ClassesPage } from '@/features/classes/components/classes-page'
import { ClassroomImportLink } from '@/features/rosters/components/classroom-page'
import { classroomAvailableQuery } from '@/features/rosters/rosters.queries'
import { loginCardsQuery } from '@/features/students/students.queries'
import { oneOf, searchParams, yesNo } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const classesSearch = searchParams({
  archived: yesNo,
  /** Login cards of every active class, one printed page each. */
  cards: oneOf(['print']),
})

export const Route = createFileRoute('/dashboard/groups/')({
  validateSearch: classesSearch,
  loaderDeps: ({ search }) => ({ archived: search.archived ?? false, cards: search.cards }),
  head: () => ({ meta: [{ title: m.classes_page_title() }] }),
  loader: async ({ context, deps }) => {
    const [classes] = await Promise.all([
      context.queryClient.ensureQueryData(classesQuery(deps.archived)),
      context.queryClient.ensureQueryData(classroomAvailableQuery()),
    ])
    if (deps.cards && classes.length > 0) {
      await context.queryClient.ensureQueryData(loginCardsQuery(classes.map((schoolClass) => schoolClass.id)))
    }
  },
  component: ClassesRoute,
})

function ClassesRoute() {
  const { archived, cards } = Route.useSearch()
  return <ClassesPage archived={archived ?? false} cards={cards} importAction={<ClassroomImportLink />} />
}
