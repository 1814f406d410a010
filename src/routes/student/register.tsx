import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { StudentRegisterPage } from '@/features/joining/components/student-register-page'

const searchSchema = z.object({ code: z.string().max(20).optional().catch(undefined) })

export const Route = createFileRoute('/student/register')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Create your student account · CodeSchool' }] }),
  component: RegisterRoute,
})

function RegisterRoute() {
  return <StudentRegisterPage code={Route.useSearch().code} />
}
