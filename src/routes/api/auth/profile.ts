import { createFileRoute } from '@tanstack/react-router'
import { profileRequest } from '@/features/auth/auth.server'
import { apiHandler, jsonResponse } from '@/server/middleware/api-handler'

/** `GET auth/profile` (SPEC §7): the signed-in user with email, phone and profiles; 401 otherwise. */
export const Route = createFileRoute('/api/auth/profile')({
  server: {
    handlers: {
      GET: apiHandler(async ({ request }) => jsonResponse(await profileRequest(request))),
    },
  },
})
