import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { classesQuery } from '@/features/classes/classes.queries'
import { ClassesPage } from '@/features/classes/components/classes-page'
import { loginCardsQuery } from '@/features/students/students.queries'

const searchSchema = z.object({
  archived: z.boolean().optional().catch(undefined),
  /** Login cards of every active class, one printed page each. */
  cards: z.literal('print').optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/groups/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ archived: search.archived ?? false, cards: search.cards }),
  head: () => ({ meta: [{ title: 'Classes · CodeSchool' }] }),
  loader: async ({ context, deps }) => {
    const classes = await context.queryClient.ensureQueryData(classesQuery(deps.archived))
    if (deps.cards && classes.length > 0) {
      await context.queryClient.ensureQueryData(loginCardsQuery(classes.map((schoolClass) => schoolClass.id)))
    }
  },
  component: ClassesRoute,
})

function ClassesRoute() {
  const { archived, cards } = Route.useSearch()
  return <ClassesPage archived={archived ?? false} cards={cards} />
}
