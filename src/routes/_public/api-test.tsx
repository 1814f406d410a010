import { createFileRoute } from '@tanstack/react-router'
import { ApiTestPage } from '@/features/auth/components/api-test-page'

/** /api-test: checks the API base from this browser (the spec's `GET auth/profile`), for support calls. */
export const Route = createFileRoute('/_public/api-test')({
  head: () => ({ meta: [{ title: 'API test · CodeSchool' }] }),
  component: ApiTestPage,
})
