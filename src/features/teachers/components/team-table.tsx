import { Link } from '@tanstack/react-router'
import { MailPlus, ShieldCheck, UserPlus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { relativeTime } from '@/lib/relative-time'
import type { TeamMember } from '../team.server'

interface TeamTableProps {
  members: TeamMember[]
  now: Date
}

export function MemberLink({ member }: { member: Pick<TeamMember, 'profileId' | 'role' | 'name'> }) {
  const className = 'font-semibold text-brand-700 underline-offset-4 hover:underline'
  return member.role === 'ADMIN' ? (
    <Link to="/dashboard/admins/$adminUUID" params={{ adminUUID: member.profileId }} className={className}>
      {member.name}
    </Link>
  ) : (
    <Link
      to="/dashboard/teachers/$teacherUUID/edit"
      params={{ teacherUUID: member.profileId }}
      className={className}
    >
      {member.name}
    </Link>
  )
}

export function TeamActions() {
  return (
    <>
      <Link to="/dashboard/teachers/new" className={buttonVariants()}>
        <UserPlus aria-hidden="true" className="size-5" />
        Invite a teacher
      </Link>
      <Link to="/dashboard/admins/new" className={buttonVariants({ variant: 'secondary' })}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        Add an admin
      </Link>
    </>
  )
}

/** The school's teachers and admins: who they are, whether they have joined, what they teach. */
export function TeamTable({ members, now }: TeamTableProps) {
  const onlyMe = members.length <= 1
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[44rem] text-left">
          <caption className="sr-only">Teachers and admins of your school</caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 text-sm">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Classes
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last active
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => (
              <tr key={member.profileId}>
                <td className="px-4 py-3">
                  <MemberLink member={member} />
                  {member.isMe ? <span className="ml-2 text-slate-600 text-sm">(you)</span> : null}
                  {member.isStaff ? (
                    <Badge tone="brand" className="ml-2">
                      CodeSchool staff
                    </Badge>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-slate-700">{member.email}</td>
                <td className="px-4 py-3">{member.role === 'ADMIN' ? 'Admin' : 'Teacher'}</td>
                <td className="px-4 py-3">
                  {member.status === 'invited' ? (
                    <Badge tone="warning">
                      <MailPlus aria-hidden="true" className="size-4" />
                      Invited
                    </Badge>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{member.classCount}</td>
                <td className="px-4 py-3 text-slate-700">
                  {member.status === 'invited'
                    ? 'Not signed in yet'
                    : member.lastActiveAt
                      ? relativeTime(member.lastActiveAt, now)
                      : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyMe ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
          You are the only one here so far. Invite your teachers: each gets an email with a link to choose a
          password, and can then set up their own classes.
        </p>
      ) : (
        <p className="text-slate-600 text-sm">
          “Invited” means the person has not chosen a password yet. Open their name to send the link again.
        </p>
      )}
    </div>
  )
}
