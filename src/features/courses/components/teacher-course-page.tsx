import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Check, Copy, ExternalLink, Eye, Link2, Link2Off } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Markdown } from '@/components/ui/markdown'
import { Spinner } from '@/components/ui/spinner'
import { CODE_LANGUAGE_LABELS } from '@/lib/code-languages'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { assignCourse } from '../courses.functions'
import { courseKeys, teacherCourseQuery } from '../courses.queries'
import type { TeacherCourse } from '../teacher-courses.server'

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

const RESOURCE_WORD: Record<string, string> = {
  lesson_plan: 'Lesson plan',
  slides: 'Slides',
  worksheet: 'Worksheet',
  video: 'Video',
  link: 'Link',
}

/** "Worksheet: Colour by numbers", without saying "Worksheet" twice when the title already does. */
function resourceLabel(kind: string, title: string): string {
  const word = RESOURCE_WORD[kind] ?? 'Resource'
  return title.toLowerCase().startsWith(word.toLowerCase()) ? title : `${word}: ${title}`
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true)
          window.setTimeout(() => setCopied(false), 2000)
        })
      }}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-1 font-semibold text-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? 'Copied' : 'Copy link'}
    </button>
  )
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
        <ArrowLeft aria-hidden="true" className="size-4" />
        All courses
      </Link>
      <PageHeader
        title={course.title}
        description={
          <>
            Ages {course.ageMin}–{course.ageMax} · {CODE_LANGUAGE_LABELS[course.language]} ·{' '}
            {course.lessonCount} lessons. {course.description}
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
            <h2 id={`section-${section.id}`} className="mb-3 font-bold text-xl">
              {section.title}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {section.items.map((item) => {
                const share = sharesByItem.get(item.id)
                return (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center gap-3 p-4"
                    data-testid="course-item"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">
                        {item.kind === 'resource'
                          ? resourceLabel(item.resource?.kind ?? 'link', item.title)
                          : item.title}
                        {item.isFree ? (
                          <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900 text-xs">
                            Free lesson
                          </span>
                        ) : null}
                      </p>
                      {item.summary ? <p className="text-slate-600 text-sm">{item.summary}</p> : null}
                      {share ? (
                        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                          <Link2 aria-hidden="true" className="size-4 text-green-700" />
                          <span className="font-semibold text-green-800">Shared:</span>
                          <code className="rounded bg-slate-100 px-1 break-all" data-testid="share-url">
                            {shareUrl(share.id)}
                          </code>
                          <CopyButton text={shareUrl(share.id)} />
                        </p>
                      ) : null}
                    </div>
                    {item.kind === 'lesson' ? (
                      <div className="flex flex-wrap gap-2">
                        {renderPreviewLink(
                          item.id,
                          <span className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50">
                            <Eye aria-hidden="true" className="size-4" />
                            Preview<span className="sr-only"> {item.title}</span>
                          </span>,
                        )}
                        {share ? (
                          <button
                            type="button"
                            disabled={action.pending}
                            aria-busy={action.isPending(item.id) || undefined}
                            onClick={() => void action.run(item.id, () => onRevoke(share.id))}
                            className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 font-semibold text-red-800 text-sm hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
                          >
                            {action.isPending(item.id) ? (
                              <Spinner small />
                            ) : (
                              <Link2Off aria-hidden="true" className="size-4" />
                            )}
                            Stop sharing<span className="sr-only"> {item.title}</span>
                          </button>
                        ) : (
                          <button
                            type="button"
                            disabled={action.pending}
                            aria-busy={action.isPending(item.id) || undefined}
                            onClick={() => void action.run(item.id, () => onShare(item.id))}
                            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
                          >
                            {action.isPending(item.id) ? (
                              <Spinner small />
                            ) : (
                              <Link2 aria-hidden="true" className="size-4" />
                            )}
                            Share<span className="sr-only"> {item.title}</span>
                          </button>
                        )}
                      </div>
                    ) : item.resource?.url ? (
                      <a
                        href={item.resource.url}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50"
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        Open<span className="sr-only"> {item.title}</span>
                      </a>
                    ) : null}
                  </li>
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
            Classes with this course
          </h2>
          {data.classes.length === 0 ? (
            <p className="mt-2 text-slate-700">You have no classes yet. Make one under Classes.</p>
          ) : (
            <fieldset className="mt-2 space-y-2">
              <legend className="sr-only">Give this course to a class</legend>
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
                  {schoolClass.name}
                </label>
              ))}
            </fieldset>
          )}
          <p className="mt-2 text-slate-600 text-sm">Students see the courses their class has.</p>
        </section>
        {data.teacherNotes ? (
          <section
            aria-labelledby="notes-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="notes-heading" className="font-bold text-lg">
              Notes for teachers
            </h2>
            <Markdown className="prose-content mt-2 text-base">{data.teacherNotes}</Markdown>
          </section>
        ) : null}
        {data.resources.length > 0 ? (
          <section
            aria-labelledby="resources-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="resources-heading" className="font-bold text-lg">
              Resources
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
