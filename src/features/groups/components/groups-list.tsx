import { Link } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { gradeLabel } from '@/lib/grades'
import { loginTypeLabels, MAX_CLASS_SIZE } from '../groups.schemas'
import type { GroupListItem } from '../groups.server'

/** The classes as cards: name, grade, join code, how many children, who teaches. */
export function GroupsList({ groups, archived }: { groups: GroupListItem[]; archived: boolean }) {
  if (groups.length === 0) {
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
      {groups.map((group) => (
        <li key={group.id}>
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: group.id }}
            className="grid h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-bold text-xl">{group.name}</span>
              {group.archivedAt ? <Badge>Archived</Badge> : null}
            </span>
            <span className="text-slate-600">
              {gradeLabel(group.grade)} · {loginTypeLabels[group.loginType].title}
              {group.quickJoin ? ' · quick join' : ''}
            </span>
            {group.archivedAt ? null : (
              <span>
                <span className="text-slate-600 text-sm">Join code </span>
                <span className="font-bold font-mono text-2xl tracking-widest text-brand-700">
                  {group.joinCode}
                </span>
              </span>
            )}
            <span className="flex items-center gap-2 text-slate-700">
              <Users aria-hidden="true" className="size-4" />
              {group.memberCount} of {MAX_CLASS_SIZE} students · {group.courseCount}{' '}
              {group.courseCount === 1 ? 'course' : 'courses'}
            </span>
            <span className="text-slate-600 text-sm">
              {group.teacherNames.length > 0
                ? `Taught by ${group.teacherNames.join(', ')}`
                : 'No teacher yet'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
