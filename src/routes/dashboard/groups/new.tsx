import { createFileRoute } from '@tanstack/react-router'
import { classFormOptionsQuery } from '@/features/classes/classes.queries'
import { NewClassPage } from '@/features/classes/components/new-class-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/groups/new')({
  head: () => ({ meta: [{ title: m.classes_new_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classFormOptionsQuery()),
  component: NewClassPage,
})
