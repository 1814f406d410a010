import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Select } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { type fetchStaffUsers, inviteConsoleStaffUser, setConsoleUserRole } from '../staff-console.functions'
import { staffConsoleKeys, staffUsersQuery } from '../staff-console.queries'
import { inviteStaffUserSchema } from '../staff-console.schemas'

const ROLE_NAMES = { SUPER: 'Super admin', STAFF: 'Staff', LESSON_EDITOR: 'Lesson editor' } as const
type Role = keyof typeof ROLE_NAMES
type StaffUser = Awaited<ReturnType<typeof fetchStaffUsers>>[number]

/** /admin/users: who is staff, and their role. */
export function StaffUsersPage() {
  return (
    <section>
      <PageHeader title="Staff users" description="Who works on CodeSchool, and their role." />
      <StaffUsersPanel />
    </section>
  )
}

function StaffUsersPanel() {
  const { data: users } = useSuspenseQuery(staffUsersQuery())
  const isSuper = useRequestContext()?.visitor?.userRole === 'SUPER'
  return (
    <div className="grid gap-10">
      {isSuper ? null : (
        <Alert tone="info">
          Only a super admin can change staff roles. Ask one if someone’s role should change.
        </Alert>
      )}
      <Table caption="Staff users" className="min-w-[40rem]">
        <TableHeader>
          <TableColumn>Name</TableColumn>
          <TableColumn>Email</TableColumn>
          <TableColumn>Role</TableColumn>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <tr key={user.id}>
              <TableCell className="font-semibold">
                {user.name} {user.isMe ? <Badge tone="brand">You</Badge> : null}{' '}
                {user.disabled ? <Badge tone="warning">Disabled</Badge> : null}
              </TableCell>
              <TableCell>{user.email ?? '—'}</TableCell>
              <TableCell>
                {isSuper && !user.isMe ? <RoleChanger user={user} /> : ROLE_NAMES[user.userRole]}
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
      {isSuper ? <InviteStaffUserForm /> : null}
    </div>
  )
}

function RoleChanger({ user }: { user: StaffUser }) {
  const [role, setRole] = useState<Role | 'NONE'>(user.userRole)
  const change = useAction({ invalidates: [staffConsoleKeys.users] })
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void change.run('role', () => setConsoleUserRole({ data: { userId: user.id, userRole: role } }))
      }}
    >
      <Select
        aria-label={`Role of ${user.name}`}
        value={role}
        onChange={(event) => setRole(event.target.value as Role | 'NONE')}
        look="inline"
      >
        {Object.entries(ROLE_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
        <option value="NONE">No staff role</option>
      </Select>
      <ActionButton
        type="submit"
        variant="secondary"
        size="sm"
        pending={change.pending}
        disabled={role === user.userRole}
      >
        Change
      </ActionButton>
      {change.error ? (
        <p role="alert" className="text-red-800 text-sm">
          {change.error}
        </p>
      ) : null}
    </form>
  )
}

/**
 * A staff role goes by mail only (decision 165): the role applies when the invited address's
 * holder opens the link, and the answer is the same whether or not the address has an account.
 */
function InviteStaffUserForm() {
  const [sent, setSent] = useState<string | null>(null)
  const { form } = useAppForm({
    defaultValues: { email: '', userRole: 'STAFF' as Role },
    validators: { onSubmit: inviteStaffUserSchema },
    submit: (values) => inviteConsoleStaffUser({ data: values }),
    onSuccess: (answer) => setSent(answer.message),
    invalidates: [staffConsoleKeys.users],
  })
  return (
    <section aria-labelledby="add-staff-heading" className="grid max-w-xl gap-4">
      <h2 id="add-staff-heading" className="font-bold text-xl">
        Invite someone to staff
      </h2>
      <p className="text-slate-600">
        We mail them a link. The role applies once they open it, signed in as the account of that address (or
        making one).
      </p>
      <form.Form className="grid gap-5">
        <form.FormSuccess title="Invitation sent">{sent}</form.FormSuccess>
        <form.FormError />
        <form.AppField name="email">
          {(field) => <field.TextField label="Their email" type="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="userRole">
          {(field) => (
            <field.SelectField
              label="Role"
              options={Object.entries(ROLE_NAMES).map(([value, name]) => ({
                value: value as Role,
                label: name,
              }))}
            />
          )}
        </form.AppField>
        <form.SubmitButton>Send invitation</form.SubmitButton>
      </form.Form>
    </section>
  )
}
