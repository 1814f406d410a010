import { Link, type LinkProps } from '@tanstack/react-router'
import { Check, Circle } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { count as formatCount } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ChecklistItem, ChecklistKey } from '../overview.server'

/** The overview's getting-started checklist (admins and staff): what is done, what to do next. */

const checklistText: Record<
  ChecklistKey,
  {
    title: () => string
    done: (count: number) => string
    todo: () => string
    to: NonNullable<LinkProps['to']>
    action: () => string
  }
> = {
  school: {
    title: m.onboarding_check_school_title,
    done: () => m.onboarding_check_school_done(),
    todo: m.onboarding_check_school_todo,
    to: '/dashboard/settings',
    action: m.onboarding_check_school_action,
  },
  teachers: {
    title: m.onboarding_check_teachers_title,
    done: (count) => m.onboarding_check_teachers_done({ count }),
    todo: m.onboarding_check_teachers_todo,
    to: '/dashboard/teachers/new',
    action: m.onboarding_check_teachers_action,
  },
  class: {
    title: m.onboarding_check_class_title,
    done: (count) => m.onboarding_check_class_done({ count }),
    todo: m.onboarding_check_class_todo,
    to: '/dashboard/groups/new',
    action: m.onboarding_check_class_action,
  },
  students: {
    title: m.onboarding_check_students_title,
    done: (count) => m.onboarding_check_students_done({ count }),
    todo: m.onboarding_check_students_todo,
    to: '/dashboard/students/import',
    action: m.onboarding_check_students_action,
  },
  lesson: {
    title: m.onboarding_check_lesson_title,
    done: (count) => m.onboarding_check_lesson_done({ count }),
    todo: m.onboarding_check_lesson_todo,
    to: '/dashboard/courses',
    action: m.onboarding_check_lesson_action,
  },
}

export function Checklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <Card aria-labelledby="getting-started">
      <CardHeader
        id="getting-started"
        title={m.onboarding_getting_started()}
        description={
          done === items.length
            ? m.onboarding_all_set_up()
            : m.onboarding_done_of({ done: formatCount(done), total: formatCount(items.length) })
        }
      />
      <div
        className="mb-5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={m.onboarding_getting_started_progress()}
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={done}
      >
        <div
          className="h-full rounded-full bg-green-600"
          style={{ width: `${(done / items.length) * 100}%` }}
        />
      </div>
      <ol className="grid gap-3">
        {items.map((item) => {
          const text = checklistText[item.key]
          return (
            <li
              key={item.key}
              className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              {item.done ? (
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
              ) : (
                <Circle aria-hidden="true" className="size-7 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {text.title()}
                  <span className="sr-only">
                    {' '}
                    {item.done ? m.onboarding_item_done() : m.onboarding_item_todo()}
                  </span>
                </p>
                <p className="text-slate-700">{item.done ? text.done(item.count) : text.todo()}</p>
              </div>
              {item.done ? null : (
                <Link to={text.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                  {text.action()}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </Card>
  )
}
