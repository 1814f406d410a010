import { createFileRoute } from '@tanstack/react-router'
import { classFormOptionsQuery } from '@/features/classes/classes.queries'
import { NewClassPage } from '@/features/classes/components/new-class-page'

export const Route = createFileRoute('/dashboard/groups/new')({
  head: () => ({ meta: [{ title: 'New class · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(classFormOptionsQuery()),
  component: NewClassPage,
})
