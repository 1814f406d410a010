import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { GraduationCap, UserRound } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Markdown } from '@/components/ui/markdown'
import { BackLink } from '@/components/ui/text-link'
import { teacherLessonQuery } from '../lessons.queries'
import { LessonPlayer } from './lesson-player'

/**
 * /dashboard/lesson/$cardSectionItemUUID: a teacher's preview of a lesson, with every hint, the
 * solution and the notes for teachers; "Try as a student" plays it as a child would, saving nothing.
 * `editButton` opens the lesson in the template editor (above the lessons, decision 170): the route
 * passes it in.
 */
export function TeacherLessonPage({ itemId, editButton }: { itemId: string; editButton: ReactNode }) {
  const { data } = useSuspenseQuery(teacherLessonQuery(itemId))
  const [asStudent, setAsStudent] = useState(false)
  const course = data.nav?.course
  const teacher = data.teacher
  return (
    <LessonPlayer
      key={`${itemId}-${asStudent}`}
      data={data}
      teacherView={!asStudent}
      banner={
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-violet-50 px-4 py-3 text-violet-950">
          <p className="flex items-center gap-2">
            {asStudent ? (
              <UserRound aria-hidden="true" className="size-5" />
            ) : (
              <GraduationCap aria-hidden="true" className="size-5" />
            )}
            {asStudent
              ? 'Trying as a student: hints open one at a time and the solution is hidden. Nothing is saved.'
              : 'Teacher preview: you see every hint and the solution. Students do not.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {editButton}
            <button
              type="button"
              aria-pressed={asStudent}
              onClick={() => setAsStudent((value) => !value)}
              className="rounded-lg bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-3 focus-visible:outline-brand-500"
            >
              {asStudent ? 'Back to the teacher view' : 'Try as a student'}
            </button>
          </div>
        </div>
      }
      renderLessonLink={(target, children) => (
        <Link to="/dashboard/lesson/$cardSectionItemUUID" params={{ cardSectionItemUUID: target.id }}>
          {children}
        </Link>
      )}
      courseLink={
        course ? (
          <BackLink to="/dashboard/courses/$cardUUID" boxed params={{ cardUUID: course.id }}>
            Back to {course.title}
          </BackLink>
        ) : null
      }
      aside={
        teacher && !asStudent ? (
          <section
            aria-labelledby="teacher-notes"
            className="space-y-3 rounded-xl border border-violet-200 bg-white p-4"
          >
            <h2 id="teacher-notes" className="font-bold">
              Notes for teachers
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {teacher.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            {teacher.courseNotes ? (
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold">About this course</summary>
                <Markdown className="prose-content mt-2 text-sm">{teacher.courseNotes}</Markdown>
              </details>
            ) : null}
            {teacher.resources.length > 0 ? (
              <ul className="space-y-1 text-sm">
                {teacher.resources.map((resource) => (
                  <li key={resource.title}>
                    <a
                      href={resource.url ?? (resource.fileId ? `/files/${resource.fileId}` : '#')}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-700 underline underline-offset-4"
                    >
                      {resource.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null
      }
    />
  )
}
