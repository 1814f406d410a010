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
import { m } from '@/paraglide/messages'
import { type fetchStaffUsers, inviteConsoleStaffUser, setConsoleUserRole } from '../staff-console.functions'
import { staffConsoleKeys, staffUsersQuery } from '../staff-console.queries'
import { inviteStaffUserSchema } from '../staff-console.schemas'

/** Each role's name, a message looked up when shown. */
const ROLE_NAMES = {
  SUPER: m.staff_role_super,
  STAFF: m.staff_role_staff,
  LESSON_EDITOR: m.staff_role_lesson_editor,
} as const
type Role = keyof typeof ROLE_NAMES
type StaffUser = Awaited<ReturnType<typeof fetchStaffUsers>>[number]

/** /admin/users: who is staff, and their role. */
export function StaffUsersPage() {
  return (
    <section>
      <PageHeader title={m.staff_users_title()} description={m.staff_users_description()} />
      <StaffUsersPanel />
    </section>
  )
}

function StaffUsersPanel() {
  const { data: users } = useSuspenseQuery(staffUsersQuery())
  const isSuper = useRequestContext()?.visitor?.userRole === 'SUPER'
  return (
    <div className="grid gap-10">
      {isSuper ? null : <Alert tone="info">{m.staff_users_only_super()}</Alert>}
      <Table caption={m.staff_users_title()} className="min-w-[40rem]">
        <TableHeader>
          <TableColumn>{m.staff_users_name()}</TableColumn>
          <TableColumn>{m.staff_users_email()}</TableColumn>
          <TableColumn>{m.staff_users_role()}</TableColumn>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <tr key={user.id}>
              <TableCell className="font-semibold">
                <span translate="no" dir="auto">
                  {user.name}
                </span>{' '}
                {user.isMe ? <Badge tone="brand">{m.staff_users_you()}</Badge> : null}{' '}
                {user.disabled ? <Badge tone="warning">{m.staff_users_disabled()}</Badge> : null}
              </TableCell>
              <TableCell>
                {user.email ? (
                  <span translate="no" dir="ltr">
                    {user.email}
                  </span>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                {isSuper && !user.isMe ? <RoleChanger user={user} /> : ROLE_NAMES[user.userRole]()}
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
        aria-label={m.staff_users_role_of({ name: user.name })}
        value={role}
        onChange={(event) => setRole(event.target.value as Role | 'NONE')}
        look="inline"
      >
        {Object.entries(ROLE_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name()}
          </option>
        ))}
        <option value="NONE">{m.staff_role_none()}</option>
      </Select>
      <ActionButton
        type="submit"
        variant="secondary"
        size="sm"
        pending={change.pending}
        disabled={role === user.userRole}
      >
        {m.staff_users_change()}
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
        {m.staff_users_invite_title()}
      </h2>
      <p className="text-slate-600">{m.staff_users_invite_hint()}</p>
      <form.Form className="grid gap-5">
        <form.FormSuccess title={m.staff_users_invitation_sent()}>{sent}</form.FormSuccess>
        <form.FormError />
        <form.AppField name="email">
          {(field) => <field.TextField label={m.staff_users_their_email()} type="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="userRole">
          {(field) => (
            <field.SelectField
              label={m.staff_users_role()}
              options={Object.entries(ROLE_NAMES).map(([value, name]) => ({
                value: value as Role,
                label: name(),
              }))}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.staff_users_send()}</form.SubmitButton>
      </form.Form>
    </section>
  )
}
