import type { ReactNode } from 'react'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { FreeLesson } from '../free-lessons.server'
import { courseAges } from './course-ages'
import { CourseIcon } from './course-icon'

interface FreeLessonCardsProps {
  lessons: readonly FreeLesson[]
  renderLink: (lesson: FreeLesson, children: ReactNode) => ReactNode
}

/** Free lessons as big cards, grouped by the course they come from. */
export function FreeLessonCards({ lessons, renderLink }: FreeLessonCardsProps) {
  const byCourse = new Map<string, FreeLesson[]>()
  for (const lesson of lessons) {
    const title = lesson.course?.title ?? m.courses_more_lessons()
    byCourse.set(title, [...(byCourse.get(title) ?? []), lesson])
  }
  if (lessons.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-lg">{m.courses_no_free_lessons()}</p>
  }
  return (
    <div className="space-y-10">
      {[...byCourse].map(([title, entries]) => {
        const course = entries[0]?.course
        return (
          <section key={title} aria-labelledby={`free-${entries[0]!.lessonId}`}>
            <h2
              id={`free-${entries[0]!.lessonId}`}
              className="mb-1 flex items-center gap-2 font-bold text-2xl"
            >
              <CourseIcon name={course?.icon ?? 'code'} className="size-7" />
              <span lang={course ? LESSON_CONTENT_LANG : undefined}>{title}</span>
            </h2>
            {course ? <p className="mb-4 text-slate-700">{courseAges(course)}</p> : null}
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {entries.map((lesson) => (
                <li key={lesson.lessonId}>
                  {renderLink(
                    lesson,
                    <span
                      className="flex h-full flex-col rounded-2xl border-2 border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                      style={{ borderTopColor: course?.color, borderTopWidth: 8 }}
                    >
                      <span className="font-bold text-xl" lang={LESSON_CONTENT_LANG}>
                        {lesson.title}
                      </span>
                      <span className="mt-1 flex-1 text-slate-700" lang={LESSON_CONTENT_LANG}>
                        {lesson.summary}
                      </span>
                      <span className="mt-4 font-bold text-brand-700">
                        {m.courses_play_lesson()} <span className="inline-block rtl:-scale-x-100">→</span>
                      </span>
                    </span>,
                  )}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
