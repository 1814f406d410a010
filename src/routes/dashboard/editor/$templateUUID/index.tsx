import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/editor/$templateUUID/')({
  params: uuidParams('templateUUID'),
  head: () => ({ meta: [{ title: 'Lesson editor · CodeSchool' }] }),
  component: () => <ComingSoon title="Lesson editor" />,
})
