import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
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

  if (sent) {
    return (
      <Card className="grid max-w-2xl gap-5">
        <Alert tone="success" title={m.teachers_invitation_sent({ name: sent.name })}>
          <p>{m.teachers_invitation_sent_text({ email: sent.email, school: schoolName })}</p>
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSent(null)}>
            {role === 'ADMIN' ? m.teachers_invite_another_admin() : m.teachers_invite_another_teacher()}
          </Button>
          <Link to="/dashboard/teachers" className={buttonVariants({ variant: 'secondary' })}>
            {m.teachers_back_to_team()}
          </Link>
        </div>
      </Card>
    )
  }

  return (
    <Card className="max-w-2xl">
      <form.Form
        className="grid gap-5"
        aria-label={role === 'ADMIN' ? m.teachers_invite_admin_form() : m.teachers_invite_teacher_form()}
      >
        <p className="text-slate-700">
          {role === 'ADMIN' ? teamRoleLabels.ADMIN.description() : teamRoleLabels.TEACHER.description()}{' '}
          {m.teachers_they_get_email()}
        </p>
        <form.FormError />
        <form.AppField name="name">
          {(field) => (
            <field.TextField label={m.classes_col_name()} hint={m.teachers_name_hint()} autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={m.profile_email_label()}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <div className="flex flex-wrap gap-3">
          <form.SubmitButton>{m.teachers_send_invitation()}</form.SubmitButton>
          <Link to="/dashboard/teachers" className={buttonVariants({ variant: 'ghost' })}>
            {m.classes_cancel()}
          </Link>
        </div>
      </form.Form>
    </Card>
  )
}
