import { createFileRoute } from '@tanstack/react-router'
import { makeStudentFromProvider } from '@/features/joining/provider-join.server'
import { callbackFromProvider } from '@/features/sign-in-providers/sign-in-providers.server'

/**
 * `GET auth/oidc/callback` on the main host: the one redirect URI every provider is given
 * (docs/integrations.md). The provider answers with GET, so this is the one GET that changes
 * state: it uses up the attempt its `state` names (bound to the browser that started it) and
 * answers 303 to the school's /login-finalize, or to its /login with the reason. A child joining
 * a class through /join may be made a student of it here (joining's step, passed in).
 */
export const Route = createFileRoute('/api/auth/oidc/callback')({
  server: {
    handlers: {
      GET: ({ request }) => callbackFromProvider(request, { makeStudent: makeStudentFromProvider }),
    },
  },
})
