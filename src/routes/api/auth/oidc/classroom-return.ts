import { createFileRoute } from '@tanstack/react-router'
import { classroomReturnPage } from '@/features/sign-in-providers/classroom-consent.server'

/**
 * `GET auth/oidc/classroom-return` on a school's host: the way back from Google's Classroom consent
 * (decision 188), a page that moves on to /dashboard/groups/classroom from the school's own page so
 * that the teacher's SameSite=Strict session goes with it.
 */
export const Route = createFileRoute('/api/auth/oidc/classroom-return')({
  server: {
    handlers: {
      GET: ({ request }) => classroomReturnPage(request),
    },
  },
})
