import { createFileRoute } from '@tanstack/react-router'
import { logoutRequest } from '@/features/auth/auth.server'
import { apiHandler, jsonResponse } from '@/server/middleware/api-handler'

/** `POST auth/logout` (SPEC §7): ends the session and clears the three cookies. */
export const Route = createFileRoute('/api/auth/logout')({
  server: {
    handlers: {
      POST: apiHandler(async ({ request }) => {
        const cookies = await logoutRequest(request)
        return jsonResponse({ ok: true }, { cookies })
      }),
    },
  },
})
