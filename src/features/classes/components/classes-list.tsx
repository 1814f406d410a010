import { Link } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { MAX_CLASS_SIZE } from '@/features/students/students.schemas'
import { gradeLabel } from '@/lib/grades'
import { m } from '@/paraglide/messages'
import type { ClassListItem } from '../class-list.server'
import { loginTypeLabels } from '../classes.schemas'

/** The classes as cards: name, grade, join code, how many children, who teaches. */
export function ClassesList({ classes, archived }: { classes: ClassListItem[]; archived: boolean }) {
  if (classes.length === 0) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
        {archived ? m.classes_none_archived() : m.classes_none_yet()}
      </p>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {classes.map((schoolClass) => (
        <li key={schoolClass.id}>
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: schoolClass.id }}
            className="grid h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-bold text-xl" translate="no" dir="auto">
                {schoolClass.name}
              </span>
              {schoolClass.archivedAt ? <Badge>{m.classes_archived()}</Badge> : null}
            </span>
            <span className="text-slate-600">
              {[
                gradeLabel(schoolClass.grade),
                loginTypeLabels[schoolClass.loginType].title(),
                ...(schoolClass.quickJoin ? [m.classes_quick_join_lower()] : []),
              ].join(' · ')}
            </span>
            {schoolClass.archivedAt ? null : (
              <span>
                <span className="text-slate-600 text-sm">{m.classes_join_code()} </span>
                <span
                  className="font-bold font-mono text-2xl tracking-widest text-brand-700"
                  translate="no"
                  dir="ltr"
                >
                  {schoolClass.joinCode}
                </span>
              </span>
            )}
            <span className="flex items-center gap-2 text-slate-700">
              <Users aria-hidden="true" className="size-4" />
              {m.classes_members_of({ count: schoolClass.memberCount, max: MAX_CLASS_SIZE })} ·{' '}
              {m.classes_courses_count({ count: schoolClass.courseCount })}
            </span>
            <span className="text-slate-600 text-sm">
              {schoolClass.teacherNames.length > 0
                ? m.classes_taught_by({ names: schoolClass.teacherNames.join(', ') })
                : m.classes_no_teacher()}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
