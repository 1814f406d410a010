import { createFileRoute } from '@tanstack/react-router'
import { JoinFlow } from '@/features/joining/components/join-flow'
import { searchParams, text, uuid } from '@/lib/search-params'

const joinSearch = searchParams({
  code: text(20),
  /** From a login card's QR code: the child whose secret step opens. */
  student: uuid,
})

export const Route = createFileRoute('/_public/join')({
  validateSearch: joinSearch,
  head: () => ({ meta: [{ title: 'Join your class · CodeSchool' }] }),
  component: JoinPage,
})

function JoinPage() {
  const { code, student } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <JoinFlow
      initialCode={code}
      initialStudent={student}
      onCodeChange={(next) => navigate({ search: next ? { code: next } : {}, replace: true })}
    />
  )
}
