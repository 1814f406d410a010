import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field, messagesOf } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { useRequestContext } from '@/features/auth/use-request-context'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { addConsoleStaffUser, type fetchStaffUsers, setConsoleUserRole } from '../staff-console.functions'
import { staffConsoleKeys, staffUsersQuery } from '../staff-console.queries'
import { addStaffUserSchema } from '../staff-console.schemas'

const ROLE_NAMES = { SUPER: 'Super admin', STAFF: 'Staff', LESSON_EDITOR: 'Lesson editor' } as const
type Role = keyof typeof ROLE_NAMES
type StaffUser = Awaited<ReturnType<typeof fetchStaffUsers>>[number]

export function StaffUsersPanel() {
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
      {isSuper ? <AddStaffUserForm /> : null}
    </div>
  )
}

function RoleChanger({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient()
  const [role, setRole] = useState<Role | 'NONE'>(user.userRole)
  const change = useMutation({
    mutationFn: () => setConsoleUserRole({ data: { userId: user.id, userRole: role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffConsoleKeys.users }),
  })
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        change.mutate()
      }}
    >
      <Select
        aria-label={`Role of ${user.name}`}
        value={role}
        onChange={(event) => setRole(event.target.value as Role | 'NONE')}
        className="w-auto"
      >
        {Object.entries(ROLE_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
        <option value="NONE">No staff role</option>
      </Select>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={role === user.userRole || change.isPending}
      >
        Change
      </Button>
      {change.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {change.error instanceof Error ? change.error.message : 'The role could not be changed.'}
        </p>
      ) : null}
    </form>
  )
}

function AddStaffUserForm() {
  const queryClient = useQueryClient()
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { email: '', userRole: 'STAFF' as Role },
    validators: { onSubmit: addStaffUserSchema },
    submit: async (values) => {
      const user = await addConsoleStaffUser({ data: values })
      await queryClient.invalidateQueries({ queryKey: staffConsoleKeys.users })
      return user
    },
  })
  return (
    <section aria-labelledby="add-staff-heading" className="grid max-w-xl gap-4">
      <h2 id="add-staff-heading" className="font-bold text-xl">
        Make someone staff
      </h2>
      <p className="text-slate-600">They need an account already; the role applies on their next page.</p>
      {state.success ? <Alert tone="success">Staff role given.</Alert> : null}
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              label="Their email"
              type="email"
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('email')}
            />
          )}
        </form.Field>
        <form.Field name="userRole">
          {(field) => (
            <Field
              label="Role"
              errors={[...messagesOf(field.state.meta.errors), ...holder.fieldErrorsOf('userRole')]}
            >
              {(control) => (
                <Select
                  {...control}
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as Role)}
                  onBlur={field.handleBlur}
                >
                  {Object.entries(ROLE_NAMES).map(([value, name]) => (
                    <option key={value} value={value}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </form.Field>
        <SubmitButton submitting={state.submitting}>Give staff role</SubmitButton>
      </form>
    </section>
  )
}
