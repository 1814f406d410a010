import { Link } from '@tanstack/react-router'
import { MailPlus, ShieldCheck, UserPlus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { relativeTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { TeamMember } from '../team-members.server'

interface TeamTableProps {
  members: TeamMember[]
  now: Date
}

function MemberLink({ member }: { member: Pick<TeamMember, 'profileId' | 'role' | 'name'> }) {
  const className = 'font-semibold text-brand-700 underline-offset-4 hover:underline'
  return member.role === 'ADMIN' ? (
    <Link to="/dashboard/admins/$adminUUID" params={{ adminUUID: member.profileId }} className={className}>
      <span translate="no" dir="auto">
        {member.name}
      </span>
    </Link>
  ) : (
    <Link
      to="/dashboard/teachers/$teacherUUID/edit"
      params={{ teacherUUID: member.profileId }}
      className={className}
    >
      <span translate="no" dir="auto">
        {member.name}
      </span>
    </Link>
  )
}

export function TeamActions() {
  return (
    <>
      <Link to="/dashboard/teachers/new" className={buttonVariants()}>
        <UserPlus aria-hidden="true" className="size-5" />
        {m.teachers_invite_teacher()}
      </Link>
      <Link to="/dashboard/admins/new" className={buttonVariants({ variant: 'secondary' })}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {m.teachers_add_admin()}
      </Link>
    </>
  )
}

/** The school's teachers and admins: who they are, whether they have joined, what they teach. */
export function TeamTable({ members, now }: TeamTableProps) {
  const onlyMe = members.length <= 1
  return (
    <div className="grid gap-4">
      <Table caption={m.teachers_caption()} className="min-w-[44rem]">
        <TableHeader>
          <TableColumn>{m.classes_col_name()}</TableColumn>
          <TableColumn>{m.profile_email_title()}</TableColumn>
          <TableColumn>{m.teachers_role()}</TableColumn>
          <TableColumn>{m.classes_col_status()}</TableColumn>
          <TableColumn numeric>{m.dashboard_nav_classes()}</TableColumn>
          <TableColumn>{m.classes_col_last_active()}</TableColumn>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <tr key={member.profileId}>
              <TableCell>
                <MemberLink member={member} />
                {member.isMe ? <span className="ms-2 text-slate-600 text-sm">{m.classes_you()}</span> : null}
                {member.isStaff ? (
                  <Badge tone="brand" className="ms-2">
                    {m.teachers_codeschool_staff()}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="text-slate-700">
                <span translate="no" dir="ltr">
                  {member.email}
                </span>
              </TableCell>
              <TableCell>
                {member.role === 'ADMIN' ? m.dashboard_role_admin() : m.dashboard_role_teacher()}
              </TableCell>
              <TableCell>
                {member.status === 'invited' ? (
                  <Badge tone="warning">
                    <MailPlus aria-hidden="true" className="size-4" />
                    {m.teachers_invited()}
                  </Badge>
                ) : (
                  <Badge tone="success">{m.teachers_active()}</Badge>
                )}
              </TableCell>
              <TableCell numeric>{member.classCount}</TableCell>
              <TableCell className="text-slate-700">
                {member.status === 'invited'
                  ? m.teachers_not_signed_in_yet()
                  : member.lastActiveAt
                    ? relativeTime(member.lastActiveAt, now)
                    : '—'}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
      {onlyMe ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
          {m.teachers_only_me()}
        </p>
      ) : (
        <p className="text-slate-600 text-sm">{m.teachers_invited_means()}</p>
      )}
    </div>
  )
}
