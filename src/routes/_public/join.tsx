import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { JoinFlow } from '@/features/joining/components/join-flow'

const searchSchema = z.object({
  code: z.string().max(20).optional().catch(undefined),
  /** From a login card's QR code: the child whose secret step opens. */
  student: z.uuid().optional().catch(undefined),
})

export const Route = createFileRoute('/_public/join')({
  validateSearch: searchSchema,
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
