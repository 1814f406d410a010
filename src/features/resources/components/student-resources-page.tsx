import { useSuspenseQuery } from '@tanstack/react-query'
import { publicResourcesQuery } from '../resources.queries'
import { StudentResourcesIndex } from './student-resources'

/** /student/resources: worksheets, slides and videos for a child's courses, and the general ones. */
export function StudentResourcesPage() {
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
