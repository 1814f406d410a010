import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '@/features/auth/components/login-page'

const searchSchema = z.object({
  redirect: z.string().max(2048).optional().catch(undefined),
  tab: z.enum(['adult', 'student']).optional().catch(undefined),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Sign in · CodeSchool' }] }),
  component: LoginRoute,
})

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />
}
