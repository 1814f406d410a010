import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/content/components/home-page'
import { m } from '@/paraglide/messages'

/**
 * The main host's home page. On a school's host the root guard sends anonymous visitors to /join
 * (rule 4) and signed-in visitors to their default page (src/access/decide-route.ts).
 */
export const Route = createFileRoute('/_public/')({
  head: () => ({ meta: [{ title: m.guest_title_home() }] }),
  component: HomePage,
})
