import { createFileRoute } from '@tanstack/react-router'
import { transferRequestSchema } from '@/features/auth/auth.schemas'
import { transferTokenRequest } from '@/features/auth/auth.server'
import { apiHandler, jsonResponse, parseJsonBody } from '@/server/middleware/api-handler'

/**
 * `POST auth/generate-transfer-token` (SPEC §7) with `{account, profile}`: a single-use token,
 * valid for 60 seconds, for that profile at that school's /login-finalize. Answers `{transfer_token}`
 * and sets the transfer proof cookie of this browser (record 029).
 */
export const Route = createFileRoute('/api/auth/generate-transfer-token')({
  server: {
    handlers: {
      POST: apiHandler(async ({ request }) => {
        const body = await parseJsonBody(request, transferRequestSchema)
        const result = await transferTokenRequest(request, body)
        return jsonResponse(result.answer, { cookies: result.cookies })
      }),
    },
  },
})
