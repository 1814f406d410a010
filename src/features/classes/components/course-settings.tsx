import { EyeOff, Lock } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { TextLink } from '@/components/ui/text-link'
import { studentKeys } from '@/features/students/students.queries'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { ClassCourse } from '../class-page.server'
import { classKeys } from '../classes.queries'

interface CourseSettingsProps {
  classId: string
  courses: ClassCourse[]
  onChange: (input: { cardSectionItemId: string; locked: boolean; hidden: boolean }) => Promise<unknown>
}

/**
 * The class's courses with every lesson: lock one (the children see it but cannot open it yet) or
 * hide one (not for this class). Each switch saves at once.
 */
export function CourseSettings({ classId, courses, onChange }: CourseSettingsProps) {
  const action = useAction({ invalidates: [classKeys.all, studentKeys.all] })

  if (courses.length === 0) {
    return <p className="text-slate-700">{m.classes_no_courses_yet()}</p>
  }

  const toggle = (item: ClassCourse['sections'][number]['items'][number], change: 'locked' | 'hidden') =>
    action.run(`${item.id}-${change}`, () =>
      onChange({
        cardSectionItemId: item.id,
        locked: change === 'locked' ? !item.locked : item.locked,
        hidden: change === 'hidden' ? !item.hidden : item.hidden,
      }),
    )

  return (
    <div className="grid gap-4">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {courses.map((course) => (
        <details key={course.cardId} className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-lg">
            <span lang="en">{course.title}</span>
          </summary>
          {/* Course, section and lesson titles are content: English until content carries translations. */}
          <div className="mt-3 grid gap-4">
            {course.sections.map((section) => (
              <div key={section.id}>
                <h3 className="mb-2 font-semibold text-slate-700" lang="en">
                  {section.title}
                </h3>
                <ul className="grid gap-1">
                  {section.items.map((item) => (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1 odd:bg-slate-50"
                    >
                      <span className={item.hidden ? 'text-slate-500 line-through' : undefined}>
                        <span lang="en">{item.title}</span>
                        {item.locked ? <span className="sr-only"> {m.classes_locked_mark()}</span> : null}
                        {item.hidden ? <span className="sr-only"> {m.classes_hidden_mark()}</span> : null}
                      </span>
                      <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {item.kind === 'lesson' ? (
                          <TextLink
                            to="/dashboard/groups/$groupUUID/review/$itemUUID"
                            params={{ groupUUID: classId, itemUUID: item.id }}
                            aria-label={m.classes_review_lesson_named({ title: item.title })}
                            className="inline-flex min-h-6 items-center"
                          >
                            {m.classes_review_lesson()}
                          </TextLink>
                        ) : null}
                        <label className="inline-flex cursor-pointer items-center gap-1.5">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            checked={item.locked}
                            disabled={action.pending}
                            onChange={() => toggle(item, 'locked')}
                            aria-label={m.classes_locked_named({ title: item.title })}
                          />
                          <Lock aria-hidden="true" className="size-4" />
                          {m.classes_locked()}
                        </label>
                        <label className="inline-flex cursor-pointer items-center gap-1.5">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            checked={item.hidden}
                            disabled={action.pending}
                            onChange={() => toggle(item, 'hidden')}
                            aria-label={m.classes_hidden_named({ title: item.title })}
                          />
                          <EyeOff aria-hidden="true" className="size-4" />
                          {m.classes_hidden()}
                        </label>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
