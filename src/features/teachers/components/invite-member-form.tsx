import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { inviteTeamMember } from '../team.functions'
import { teamKeys } from '../team.queries'
import { inviteMemberSchema, type TeamRole, teamRoleLabels } from '../team.schemas'

interface InviteMemberFormProps {
  memberRole: TeamRole
  schoolName: string
}

/** Invite a teacher (teachers/new) or an admin (admins/new) by name and email. */
export function InviteMemberForm({ memberRole: role, schoolName }: InviteMemberFormProps) {
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null)
  const { form } = useAppForm({
    defaultValues: { name: '', email: '', role },
    validators: { onSubmit: inviteMemberSchema },
    submit: (values) => inviteTeamMember({ data: values }),
    invalidates: [teamKeys.all],
    onSuccess: (_result, values) => {
      setSent({ name: values.name, email: values.email.trim().toLowerCase() })
    },
  })
  const what = role === 'ADMIN' ? 'admin' : 'teacher'

  if (sent) {
    return (
      <Card className="grid max-w-2xl gap-5">
        <Alert tone="success" title={`Invitation sent to ${sent.name}`}>
          <p>
            We emailed {sent.email} an invitation to {schoolName}: a link to choose a password, or to sign in
            if they already use CodeSchool. The link works for 7 days.
          </p>
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
      <form.Form className="grid gap-5" aria-label={`Invite ${what}`}>
        <p className="text-slate-700">
          {role === 'ADMIN' ? teamRoleLabels.ADMIN.description : teamRoleLabels.TEACHER.description} They get
          an email from CodeSchool with a link to choose a password.
        </p>
        <form.FormError />
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label="Name"
              hint="As students and colleagues will see it, e.g. Ms Okafor or Nia Okafor."
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="off" />}
        </form.AppField>
        <div className="flex flex-wrap gap-3">
          <form.SubmitButton>Send invitation</form.SubmitButton>
          <Link to="/dashboard/teachers" className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
        </div>
      </form.Form>
    </Card>
  )
}
