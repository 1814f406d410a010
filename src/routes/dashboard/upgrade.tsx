import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'

export const Route = createFileRoute('/dashboard/upgrade')({
  head: () => ({ meta: [{ title: 'Upgrade · CodeSchool' }] }),
  component: () => <ComingSoon title="Upgrade" />,
})
