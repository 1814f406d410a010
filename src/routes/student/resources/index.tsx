import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { StudentResourcesIndex } from '@/features/resources/components/student-resources'
import { publicResourcesQuery } from '@/features/resources/resources.queries'

export const Route = createFileRoute('/student/resources/')({
  head: () => ({ meta: [{ title: 'Resources · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(publicResourcesQuery()),
  component: StudentResourcesPage,
})

function StudentResourcesPage() {
  const { data } = useSuspenseQuery(publicResourcesQuery())
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="font-bold text-4xl">Resources</h1>
        <p className="mt-1 text-slate-700 text-xl">Worksheets, slides and videos for your courses.</p>
      </div>
      <StudentResourcesIndex courses={data.courses} general={data.general} />
    </section>
  )
}
