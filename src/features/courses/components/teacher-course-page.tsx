import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Markdown } from '@/components/ui/markdown'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { assignCourse } from '../courses.functions'
import { courseKeys, teacherCourseQuery } from '../courses.queries'
import type { TeacherCourse } from '../teacher-courses.server'
import { courseAges } from './course-ages'
import { CourseItemRow } from './course-item-row'
import { resourceLabel } from './resource-label'

interface CourseContentsProps {
  data: TeacherCourse
  /** Link to the teacher's preview of a lesson item. */
  renderPreviewLink: (itemId: string, children: ReactNode) => ReactNode
  /** The address of a share link, for copying. */
  shareUrl: (shareId: string) => string
  onAssign: (classId: string, assigned: boolean) => Promise<unknown>
  onShare: (itemId: string) => Promise<unknown>
  onRevoke: (shareId: string) => Promise<unknown>
}

/**
 * /dashboard/courses/$cardUUID: a course for teachers: sections and items, preview, share links,
 * classes, notes, resources. Making and ending a share link are the sharing feature's (above the
 * courses, decision 170): the route passes them in.
 */
export function TeacherCoursePage({
  courseId,
  onShare,
  onRevoke,
}: { courseId: string } & Pick<CourseContentsProps, 'onShare' | 'onRevoke'>) {
  const { data } = useSuspenseQuery(teacherCourseQuery(courseId))
  const { course } = data
  const origin = pageOriginOf(useRequestContext())
  return (
    <section>
      <Link
        to="/dashboard/courses"
        className="mb-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {m.courses_teacher_all_courses()}
      </Link>
      <PageHeader
        title={<span lang={LESSON_CONTENT_LANG}>{course.title}</span>}
        description={
          <>
            {courseAges(course)} · {m.courses_teacher_lessons_count({ count: course.lessonCount })}.{' '}
            <span lang={LESSON_CONTENT_LANG}>{course.description}</span>
          </>
        }
      />
      <CourseContents
        data={data}
        shareUrl={(shareId) => `${origin}/share/lesson/${shareId}`}
        renderPreviewLink={(itemId, children) => (
          <Link
            to="/dashboard/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: itemId }}
            className="rounded-lg focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {children}
          </Link>
        )}
        onAssign={(classId, assigned) => assignCourse({ data: { cardId: courseId, classId, assigned } })}
        onShare={onShare}
        onRevoke={onRevoke}
      />
    </section>
  )
}

/** The course's sections and items, and beside them its classes, notes and resources. */
function CourseContents({
  data,
  renderPreviewLink,
  shareUrl,
  onAssign,
  onShare,
  onRevoke,
}: CourseContentsProps) {
  // Classes, shares and the course's page are all in the teacher's course queries.
  const action = useAction({ invalidates: [courseKeys.teacher()] })
  // The box shows the teacher's choice at once; the server's answer settles it.
  const [choices, setChoices] = useState<Record<string, boolean>>({})
  const sharesByItem = new Map(data.shares.map((share) => [share.itemId, share]))

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-8">
        {action.error ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
            {action.error}
          </p>
        ) : null}
        {data.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="mb-3 font-bold text-xl" lang={LESSON_CONTENT_LANG}>
              {section.title}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {section.items.map((item) => {
                const share = sharesByItem.get(item.id)
                return (
                  <CourseItemRow
                    key={item.id}
                    item={item}
                    share={share}
                    shareUrl={shareUrl}
                    renderPreviewLink={renderPreviewLink}
                    busy={action.pending}
                    pending={action.isPending(item.id)}
                    onShare={() => action.run(item.id, () => onShare(item.id))}
                    onRevoke={(shareId) => action.run(item.id, () => onRevoke(shareId))}
                  />
                )
              })}
            </ul>
          </section>
        ))}
      </div>

      <aside className="space-y-6">
        <section
          aria-labelledby="classes-heading"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="classes-heading" className="font-bold text-lg">
            {m.courses_teacher_classes_heading()}
          </h2>
          {data.classes.length === 0 ? (
            <p className="mt-2 text-slate-700">{m.courses_teacher_no_classes()}</p>
          ) : (
            <fieldset className="mt-2 space-y-2">
              <legend className="sr-only">{m.courses_teacher_give_to_class()}</legend>
              {data.classes.map((schoolClass) => (
                <label key={schoolClass.id} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    checked={choices[schoolClass.id] ?? schoolClass.assigned}
                    onChange={(event) => {
                      const assigned = event.target.checked
                      setChoices((all) => ({ ...all, [schoolClass.id]: assigned }))
                      void action
                        .run(schoolClass.id, () => onAssign(schoolClass.id, assigned))
                        .finally(() => setChoices(({ [schoolClass.id]: _settled, ...rest }) => rest))
                    }}
                    className="size-5 accent-brand-600"
                  />
                  <span translate="no" dir="auto">
                    {schoolClass.name}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <p className="mt-2 text-slate-600 text-sm">{m.courses_teacher_students_see()}</p>
        </section>
        {data.teacherNotes ? (
          <section
            aria-labelledby="notes-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="notes-heading" className="font-bold text-lg">
              {m.courses_teacher_notes()}
            </h2>
            <div lang={LESSON_CONTENT_LANG}>
              <Markdown className="prose-content mt-2 text-base">{data.teacherNotes}</Markdown>
            </div>
          </section>
        ) : null}
        {data.resources.length > 0 ? (
          <section
            aria-labelledby="resources-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="resources-heading" className="font-bold text-lg">
              {m.courses_teacher_resources()}
            </h2>
            <ul className="mt-2 space-y-1">
              {data.resources.map((resource) => (
                <li key={resource.id}>
                  <a
                    href={resource.url ?? (resource.fileId ? `/files/${resource.fileId}` : '#')}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {resourceLabel(resource.kind, resource.title)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  )
}
