import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'

export const Route = createFileRoute('/dashboard/subscriptions/')({
  head: () => ({ meta: [{ title: 'Subscription · CodeSchool' }] }),
  component: () => <ComingSoon title="Subscription" />,
})
