import { Link } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { MAX_CLASS_SIZE } from '@/features/students/students.schemas'
import { plural } from '@/lib/format'
import { gradeLabel } from '@/lib/grades'
import type { ClassListItem } from '../class-list.server'
import { loginTypeLabels } from '../classes.schemas'

/** The classes as cards: name, grade, join code, how many children, who teaches. */
export function ClassesList({ classes, archived }: { classes: ClassListItem[]; archived: boolean }) {
  if (classes.length === 0) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
        {archived
          ? 'No archived classes.'
          : 'No classes yet. Make your first class: the children join it with its code.'}
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
              <span className="font-bold text-xl">{schoolClass.name}</span>
              {schoolClass.archivedAt ? <Badge>Archived</Badge> : null}
            </span>
            <span className="text-slate-600">
              {gradeLabel(schoolClass.grade)} · {loginTypeLabels[schoolClass.loginType].title}
              {schoolClass.quickJoin ? ' · quick join' : ''}
            </span>
            {schoolClass.archivedAt ? null : (
              <span>
                <span className="text-slate-600 text-sm">Join code </span>
                <span className="font-bold font-mono text-2xl tracking-widest text-brand-700">
                  {schoolClass.joinCode}
                </span>
              </span>
            )}
            <span className="flex items-center gap-2 text-slate-700">
              <Users aria-hidden="true" className="size-4" />
              {schoolClass.memberCount} of {MAX_CLASS_SIZE} students ·{' '}
              {plural(schoolClass.courseCount, 'course')}
            </span>
            <span className="text-slate-600 text-sm">
              {schoolClass.teacherNames.length > 0
                ? `Taught by ${schoolClass.teacherNames.join(', ')}`
                : 'No teacher yet'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
