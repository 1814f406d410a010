import { EyeOff, Lock } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import type { GroupCourse } from '../groups.server'

interface CourseSettingsProps {
  courses: GroupCourse[]
  onChange: (input: { cardSectionItemId: string; locked: boolean; hidden: boolean }) => Promise<unknown>
}

/**
 * The class's courses with every lesson: lock one (the children see it but cannot open it yet) or
 * hide one (not for this class). Each switch saves at once.
 */
export function CourseSettings({ courses, onChange }: CourseSettingsProps) {
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<string | null>(null)

  if (courses.length === 0) {
    return <p className="text-slate-700">No courses yet. Pick some in the class settings below.</p>
  }

  const toggle = async (
    item: GroupCourse['sections'][number]['items'][number],
    change: 'locked' | 'hidden',
  ) => {
    setPending(`${item.id}-${change}`)
    setError(null)
    try {
      await onChange({
        cardSectionItemId: item.id,
        locked: change === 'locked' ? !item.locked : item.locked,
        hidden: change === 'hidden' ? !item.hidden : item.hidden,
      })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not save. Try again.')
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="grid gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {courses.map((course) => (
        <details key={course.cardId} className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-lg">{course.title}</summary>
          <div className="mt-3 grid gap-4">
            {course.sections.map((section) => (
              <div key={section.id}>
                <h3 className="mb-2 font-semibold text-slate-700">{section.title}</h3>
                <ul className="grid gap-1">
                  {section.items.map((item) => (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md px-2 py-1 odd:bg-slate-50"
                    >
                      <span className={item.hidden ? 'text-slate-500 line-through' : undefined}>
                        {item.title}
                        {item.locked ? <span className="sr-only"> (locked)</span> : null}
                        {item.hidden ? <span className="sr-only"> (hidden)</span> : null}
                      </span>
                      <span className="flex gap-4 text-sm">
                        <label className="inline-flex cursor-pointer items-center gap-1.5">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            checked={item.locked}
                            disabled={pending !== null}
                            onChange={() => toggle(item, 'locked')}
                          />
                          <Lock aria-hidden="true" className="size-4" />
                          Locked<span className="sr-only">: {item.title}</span>
                        </label>
                        <label className="inline-flex cursor-pointer items-center gap-1.5">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            checked={item.hidden}
                            disabled={pending !== null}
                            onChange={() => toggle(item, 'hidden')}
                          />
                          <EyeOff aria-hidden="true" className="size-4" />
                          Hidden<span className="sr-only">: {item.title}</span>
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
