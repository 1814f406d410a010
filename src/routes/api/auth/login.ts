import { createFileRoute } from '@tanstack/react-router'
import { loginRequestSchema } from '@/features/auth/auth.schemas'
import { loginRequest } from '@/features/auth/auth.server'
import { loginAnswerFor } from '@/server/auth/login-answer'
import { apiHandler, clientIp, jsonResponse, parseJsonBody } from '@/server/middleware/api-handler'

/**
 * `POST auth/login` (SPEC §7): `{email, password}` for adults, `{username, password}` for students
 * on their school's host. Answers the login answer and sets the account, profile and token cookies;
 * a browser's answer carries a marker instead of the session token (decision 081).
 */
export const Route = createFileRoute('/api/auth/login')({
  server: {
    handlers: {
      POST: apiHandler(async ({ request }) => {
        const body = await parseJsonBody(request, loginRequestSchema)
        const result = await loginRequest(request, body, clientIp(request))
        return jsonResponse(loginAnswerFor(request, result.answer), { cookies: result.cookies })
      }),
    },
  },
})
