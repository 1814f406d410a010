import { createFileRoute } from '@tanstack/react-router'
import { StudentResourcesPage } from '@/features/resources/components/student-resources-page'
import { publicResourcesQuery } from '@/features/resources/resources.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/student/resources/')({
  head: () => ({ meta: [{ title: m.student_title_resources() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(publicResourcesQuery()),
  component: StudentResourcesPage,
})
