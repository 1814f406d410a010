import { Link } from '@tanstack/react-router'
import { MailPlus, ShieldCheck, UserPlus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { relativeTime } from '@/lib/format'
import type { TeamMember } from '../team-members.server'

interface TeamTableProps {
  members: TeamMember[]
  now: Date
}

function MemberLink({ member }: { member: Pick<TeamMember, 'profileId' | 'role' | 'name'> }) {
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
      <Table caption="Teachers and admins of your school" className="min-w-[44rem]">
        <TableHeader>
          <TableColumn>Name</TableColumn>
          <TableColumn>Email</TableColumn>
          <TableColumn>Role</TableColumn>
          <TableColumn>Status</TableColumn>
          <TableColumn numeric>Classes</TableColumn>
          <TableColumn>Last active</TableColumn>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <tr key={member.profileId}>
              <TableCell>
                <MemberLink member={member} />
                {member.isMe ? <span className="ml-2 text-slate-600 text-sm">(you)</span> : null}
                {member.isStaff ? (
                  <Badge tone="brand" className="ml-2">
                    CodeSchool staff
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="text-slate-700">{member.email}</TableCell>
              <TableCell>{member.role === 'ADMIN' ? 'Admin' : 'Teacher'}</TableCell>
              <TableCell>
                {member.status === 'invited' ? (
                  <Badge tone="warning">
                    <MailPlus aria-hidden="true" className="size-4" />
                    Invited
                  </Badge>
                ) : (
                  <Badge tone="success">Active</Badge>
                )}
              </TableCell>
              <TableCell numeric>{member.classCount}</TableCell>
              <TableCell className="text-slate-700">
                {member.status === 'invited'
                  ? 'Not signed in yet'
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
