import { useSuspenseQuery } from '@tanstack/react-query'
import { m } from '@/paraglide/messages'
import { publicResourcesQuery } from '../resources.queries'
import { StudentResourcesIndex } from './student-resources'

/** /student/resources: worksheets, slides and videos for a child's courses, and the general ones. */
export function StudentResourcesPage() {
  const { data } = useSuspenseQuery(publicResourcesQuery())
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="font-bold text-4xl">{m.student_resources_title()}</h1>
        <p className="mt-1 text-slate-700 text-xl">{m.student_resources_lead()}</p>
      </div>
      <StudentResourcesIndex courses={data.courses} general={data.general} />
    </section>
  )
}
