import { createFileRoute } from '@tanstack/react-router'
import { StatusErrorScreen } from '@/components/errors/route-error-screen'
import { setPageStatus } from '@/lib/response-status'

export const Route = createFileRoute('/500')({
  loader: () => setPageStatus(500),
  head: () => ({ meta: [{ title: 'Error · CodeSchool' }] }),
  component: () => (
    <StatusErrorScreen
      status={500}
      message="Something went wrong on our side. Please try again in a moment."
    />
  ),
})
