import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'

export const Route = createFileRoute('/dashboard/progress/')({
  head: () => ({ meta: [{ title: 'Progress · CodeSchool' }] }),
  component: () => <ComingSoon title="Progress" />,
})
