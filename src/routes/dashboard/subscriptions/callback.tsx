import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'

export const Route = createFileRoute('/dashboard/subscriptions/callback')({
  head: () => ({ meta: [{ title: 'Payment · CodeSchool' }] }),
  component: () => <ComingSoon title="Payment" />,
})
