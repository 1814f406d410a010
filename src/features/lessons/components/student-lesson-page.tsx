import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BackLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { studentLessonQuery } from '../lessons.queries'
import type { BlockNote } from './editors/blocks-editor'
import { LessonPlayer } from './lesson-player'

/**
 * /student/lesson/$cardSectionItemUUID: a child plays a lesson, with their teacher's verdict on it if
 * there is one. The verdict banner is the dashboards' (above the lessons, decision 170): the route
 * passes it in.
 */
export function StudentLessonPage({
  itemId,
  verdict,
  blockNotes,
}: {
  itemId: string
  verdict: ReactNode
  /** The teacher's comments on blocks, by step (the route reads them with the verdict). */
  blockNotes?: Readonly<Record<string, readonly BlockNote[]>>
}) {
  const { data } = useSuspenseQuery(studentLessonQuery(itemId))
  const course = data.nav?.course
  return (
    <>
      {verdict}
      <LessonPlayer
        key={itemId}
        data={data}
        blockNotes={blockNotes}
        renderLessonLink={(target, children) => (
          <Link
            to="/student/lesson/$cardSectionItemUUID"
            params={{ cardSectionItemUUID: target.id }}
            className="rounded-xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {children}
          </Link>
        )}
        courseLink={
          course ? (
            <BackLink to="/student/courses/$cardUUID" boxed params={{ cardUUID: course.id }}>
              {m.lesson_back_to({ course: course.title })}
            </BackLink>
          ) : null
        }
      />
    </>
  )
}
