import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layouts/coming-soon'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/progress/review/$studentUUID/$lessonUUID')({
  params: uuidParams('studentUUID', 'lessonUUID'),
  head: () => ({ meta: [{ title: 'Lesson review · CodeSchool' }] }),
  component: () => <ComingSoon title="Lesson review" />,
})
