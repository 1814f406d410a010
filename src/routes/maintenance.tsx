import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/errors/error-screen'
import { setPageStatus } from '@/lib/response-status'

export const Route = createFileRoute('/maintenance')({
  loader: () => setPageStatus(503),
  head: () => ({ meta: [{ title: 'Maintenance · CodeSchool' }] }),
  component: () => (
    <ErrorScreen
      heading="We are improving CodeSchool"
      message={
        <p>
          CodeSchool is closed for a short planned update. Your work is saved and will be waiting for you.
          Please come back soon.
        </p>
      }
    />
  ),
})
