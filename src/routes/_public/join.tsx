import { createFileRoute } from '@tanstack/react-router'
import { JoinFlow } from '@/features/joining/components/join-flow'
import { CLASSMATE_KEY } from '@/features/joining/join-roster'
import { type SearchReader, searchParams, text } from '@/lib/search-params'
import { m } from '@/paraglide/messages'

const classmateKey: SearchReader<string> = (value) =>
  typeof value === 'string' && CLASSMATE_KEY.test(value) ? value : undefined

const joinSearch = searchParams({
  code: text(20),
  /** From a login card's QR code: the child (their key on the class's roster) whose secret step opens. */
  student: classmateKey,
})

export const Route = createFileRoute('/_public/join')({
  validateSearch: joinSearch,
  head: () => ({ meta: [{ title: m.join_page_title() }] }),
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
