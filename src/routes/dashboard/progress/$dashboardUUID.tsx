import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/progress/$dashboardUUID')({
  params: uuidParams('dashboardUUID'),
  head: () => ({ meta: [{ title: 'Progress dashboard · CodeSchool' }] }),
  component: () => <ComingSoon title="Progress dashboard" />,
})
