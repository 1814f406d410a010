import { createFileRoute } from '@tanstack/react-router'
import { PageNotFoundScreen } from '@/components/errors/page-not-found-screen'
import { setPageStatus } from '@/lib/response-status'

export const Route = createFileRoute('/404')({
  loader: () => setPageStatus(404),
  head: () => ({ meta: [{ title: 'Page not found · CodeSchool' }] }),
  component: PageNotFoundScreen,
})
