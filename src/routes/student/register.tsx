import { createFileRoute } from '@tanstack/react-router'
import { StudentRegisterPage } from '@/features/joining/components/student-register-page'
import { searchParams, text } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const registerSearch = searchParams({ code: text(20) })

export const Route = createFileRoute('/student/register')({
  validateSearch: registerSearch,
  head: () => ({ meta: [{ title: m.student_title_register() }] }),
  component: RegisterRoute,
})

function RegisterRoute() {
  return <StudentRegisterPage code={Route.useSearch().code} />
}
