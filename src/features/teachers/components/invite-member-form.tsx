import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { inviteTeamMember } from '../team.functions'
import { inviteMemberSchema, type TeamRole, teamRoleLabels } from '../team.schemas'

interface InviteMemberFormProps {
  memberRole: TeamRole
  schoolName: string
  onInvited?: () => void | Promise<void>
}

/** Invite a teacher (teachers/new) or an admin (admins/new) by name and email. */
export function InviteMemberForm({ memberRole: role, schoolName, onInvited }: InviteMemberFormProps) {
  const [sent, setSent] = useState<{ name: string; email: string; existingAccount: boolean } | null>(null)
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { name: '', email: '', role },
    validators: { onSubmit: inviteMemberSchema },
    submit: (values) => inviteTeamMember({ data: values }),
    onSuccess: async (result, values) => {
      setSent({
        name: values.name,
        email: values.email.trim().toLowerCase(),
        existingAccount: result.existingAccount,
      })
      await onInvited?.()
    },
  })
  const what = role === 'ADMIN' ? 'admin' : 'teacher'

  if (sent) {
    return (
      <Card className="grid max-w-2xl gap-5">
        <Alert tone="success" title={`Invitation sent to ${sent.name}`}>
          {sent.existingAccount ? (
            <p>
              {sent.email} already has a CodeSchool account, so we told them they can now sign in and choose{' '}
              {schoolName}.
            </p>
          ) : (
            <p>
              We emailed {sent.email} a link to choose a password. The link works for 7 days. Until then they
              are listed as “Invited”.
            </p>
          )}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSent(null)}>Invite another {what}</Button>
          <Link to="/dashboard/teachers" className={buttonVariants({ variant: 'secondary' })}>
            Back to teachers and admins
          </Link>
        </div>
      </Card>
    )
  }

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={`Invite ${what}`}>
        <p className="text-slate-700">
          {role === 'ADMIN' ? teamRoleLabels.ADMIN.description : teamRoleLabels.TEACHER.description} They get
          an email from CodeSchool with a link to choose a password.
        </p>
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        <form.Field name="name">
          {(field) => (
            <TextField
              field={field}
              label="Name"
              hint="As students and colleagues will see it, e.g. Ms Okafor or Nia Okafor."
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('name')}
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('email')}
            />
          )}
        </form.Field>
        <div className="flex flex-wrap gap-3">
          <SubmitButton submitting={state.submitting}>Send invitation</SubmitButton>
          <Link to="/dashboard/teachers" className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
        </div>
      </form>
    </Card>
  )
}
