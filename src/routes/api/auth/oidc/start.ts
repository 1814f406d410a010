import { createFileRoute } from '@tanstack/react-router'
import { startFromForm } from '@/features/sign-in-providers/sign-in-providers.server'

/**
 * `POST auth/oidc/start` on a school's host: the "Sign in with Google / Microsoft / Clever" form
 * (field `provider`, and `ticket` for a teacher's linking card). Answers 303 to the provider with a
 * cookie binding the attempt to this browser, or 303 back to /login with the reason.
 */
export const Route = createFileRoute('/api/auth/oidc/start')({
  server: {
    handlers: {
      POST: ({ request }) => startFromForm(request),
    },
  },
})
