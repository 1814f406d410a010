import { createFileRoute } from '@tanstack/react-router'
import { ConsoleHomePage } from '@/features/staff-console/components/console-home-page'

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Staff console · CodeSchool' }] }),
  component: ConsoleHomePage,
})
