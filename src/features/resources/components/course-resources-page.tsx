import { useSuspenseQuery } from '@tanstack/react-query'
import { publicResourcesQuery } from '../resources.queries'
import { StudentCourseResources } from './student-resources'

/** /student/resources/$cardUUID: the resources of one of a child's courses. */
export function CourseResourcesPage({ courseId }: { courseId: string }) {
  const { data } = useSuspenseQuery(publicResourcesQuery(courseId))
  const course = data.course
  if (!course) return null
  return (
    <section>
      <StudentCourseResources course={course} items={data.courses[0]?.resources ?? []} />
    </section>
  )
}
