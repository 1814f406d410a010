import { CircleCheck, CircleDot, Lock, PlayCircle, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { StudentCourse } from '../student-courses.server'

const STATUS = {
  completed: { icon: CircleCheck, word: () => m.courses_status_done(), className: 'text-green-700' },
  in_progress: { icon: CircleDot, word: () => m.courses_status_started(), className: 'text-amber-600' },
  not_started: { icon: PlayCircle, word: () => m.courses_status_not_started(), className: 'text-slate-500' },
} as const

/** The big ideas in the page's language. */
const IDEAS: Readonly<Record<PractisedConcept, () => string>> = {
  sequences: () => m.courses_idea_sequences(),
  loops: () => m.courses_idea_loops(),
  events: () => m.courses_idea_events(),
  variables: () => m.courses_idea_variables(),
  conditions: () => m.courses_idea_conditions(),
  functions: () => m.courses_idea_functions(),
}

interface StudentCourseLessonsProps {
  course: StudentCourse
  renderLessonLink: (itemId: string, children: ReactNode) => ReactNode
}

/** A course's lessons for a child, section by section, each with its status in an icon and a word. */
export function StudentCourseLessons({ course, renderLessonLink }: StudentCourseLessonsProps) {
  let number = 0
  return (
    <div className="space-y-8">
      {course.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="mb-2 font-bold text-2xl" lang={LESSON_CONTENT_LANG}>
            {section.title}
          </h2>
          {section.concepts.length > 0 ? (
            <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="section-concepts">
              <span className="font-semibold text-slate-700">{m.courses_big_ideas()}</span>
              <ul className="flex flex-wrap gap-2">
                {section.concepts.map(({ concept, shown }) => (
                  <li
                    key={concept}
                    className={`inline-flex items-center gap-1 rounded-full px-3 py-1 font-semibold text-sm ${shown ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-700'}`}
                  >
                    <Star aria-hidden="true" className={`size-4 ${shown ? 'fill-current' : ''}`} />
                    {IDEAS[concept]()}
                    <span className="sr-only">
                      {shown ? m.courses_idea_shown() : m.courses_idea_not_yet()}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ol className="grid gap-3 md:grid-cols-2">
            {section.items.map((item) => {
              number += 1
              const status = STATUS[item.status]
              const Icon = item.locked ? Lock : status.icon
              const body = (
                <span
                  className={`flex items-center gap-4 rounded-2xl border-2 bg-white p-4 ${item.locked ? 'border-dashed border-slate-300 opacity-80' : 'border-slate-200 hover:border-brand-500'}`}
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-100 font-bold text-xl">
                    {number}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold text-xl" lang={LESSON_CONTENT_LANG}>
                      {item.title}
                    </span>
                    <span className="block text-slate-700" lang={LESSON_CONTENT_LANG}>
                      {item.summary}
                    </span>
                  </span>
                  <span
                    className={`flex shrink-0 flex-col items-center text-sm ${item.locked ? 'text-slate-600' : status.className}`}
                  >
                    <Icon aria-hidden="true" className="size-8" />
                    <span className="font-semibold">
                      {item.locked ? m.courses_not_open_yet() : status.word()}
                    </span>
                  </span>
                </span>
              )
              return (
                <li key={item.id} data-testid="lesson-item" data-status={item.status}>
                  {item.locked ? body : renderLessonLink(item.id, body)}
                </li>
              )
            })}
          </ol>
        </section>
      ))}
    </div>
  )
}
