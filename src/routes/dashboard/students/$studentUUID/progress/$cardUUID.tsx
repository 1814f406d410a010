import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/students/$studentUUID/progress/$cardUUID')({
  params: uuidParams('studentUUID', 'cardUUID'),
  head: () => ({ meta: [{ title: 'Course progress · CodeSchool' }] }),
  component: () => <ComingSoon title="Course progress" />,
})
