import { Link } from '@tanstack/react-router'
import { FolderOpen } from 'lucide-react'
import { BackLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import type { PublicCourseResources } from '../public-resources.server'
import type { CourseOption, ResourceItem } from '../resource-items.server'
import { ResourceTitle } from './resource-item'

interface StudentResourcesIndexProps {
  courses: PublicCourseResources[]
  general: ResourceItem[]
}

/** /student/resources: big cards, one per course, for children (and anyone with the link). */
export function StudentResourcesIndex({ courses, general }: StudentResourcesIndexProps) {
  return (
    <div className="grid gap-8">
      {courses.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-xl">{m.student_resources_none()}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map(({ course, resources }) => (
            <li key={course.id}>
              <Link
                to="/student/resources/$cardUUID"
                params={{ cardUUID: course.id }}
                className="flex h-full flex-col gap-3 rounded-2xl border-4 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-4 focus-visible:outline-brand-500"
                style={{ borderColor: course.color }}
              >
                <FolderOpen aria-hidden="true" className="size-10" style={{ color: course.color }} />
                <span className="font-bold text-2xl">{course.title}</span>
                <span className="text-lg text-slate-700">
                  {resources.length === 0
                    ? m.student_resources_nothing_yet()
                    : m.student_resources_things({ count: resources.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {general.length > 0 ? (
        <section aria-labelledby="general-resources" className="grid gap-3">
          <h2 id="general-resources" className="font-bold text-2xl">
            {m.student_resources_every_course()}
          </h2>
          <ResourceCards items={general} />
        </section>
      ) : null}
    </div>
  )
}

function ResourceCards({ items }: { items: ResourceItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl bg-white p-5 shadow-sm">
          <ResourceTitle item={item} large />
        </li>
      ))}
    </ul>
  )
}

/** /student/resources/{cardUUID}: one course's resources. */
export function StudentCourseResources({ course, items }: { course: CourseOption; items: ResourceItem[] }) {
  return (
    <div className="grid gap-4">
      <p>
        <BackLink to="/student/resources">{m.student_resources_all()}</BackLink>
      </p>
      <h1 className="font-bold text-4xl">{course.title}</h1>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-xl">
          {m.student_resources_nothing_for({ title: course.title })}
        </p>
      ) : (
        <ResourceCards items={items} />
      )}
    </div>
  )
}
