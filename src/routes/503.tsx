import { createFileRoute } from '@tanstack/react-router'
import { StatusErrorScreen } from '@/components/errors/route-error-screen'
import { setPageStatus } from '@/lib/response-status'

export const Route = createFileRoute('/503')({
  loader: () => setPageStatus(503),
  head: () => ({ meta: [{ title: 'Temporarily unavailable · CodeSchool' }] }),
  component: () => (
    <StatusErrorScreen
      status={503}
      message="CodeSchool is busy right now. Please try again in a few minutes; your work is saved."
    />
  ),
})
