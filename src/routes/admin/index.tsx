import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Staff console · CodeSchool' }] }),
  component: () => <ComingSoon title="Staff console" />,
})
