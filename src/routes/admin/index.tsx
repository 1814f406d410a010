import { createFileRoute } from '@tanstack/react-router'
import { ConsoleHomePage } from '@/features/staff-console/components/console-home-page'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: m.staff_page_title_home() }] }),
  component: ConsoleHomePage,
})
