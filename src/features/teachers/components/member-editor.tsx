import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MailPlus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { messagesOf } from '@/components/ui/field'
import { RadioCards } from '@/components/ui/radio-cards'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { removeTeamMember, resendTeamInvite, updateTeamMember } from '../team.functions'
import { type TeamRole, teamRoleLabels, teamRoles, updateMemberSchema } from '../team.schemas'
import type { TeamMemberDetail } from '../team.server'

interface MemberEditorProps {
  member: TeamMemberDetail
  schoolName: string
  onSaved: (role: TeamRole) => void | Promise<void>
  onRemoved: () => void | Promise<void>
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Try again in a moment.'

/** Edit a teacher or admin: name and role, resend the invitation, remove from the school. */
export function MemberEditor({ member, schoolName, onSaved, onRemoved }: MemberEditorProps) {
  const [confirming, setConfirming] = useState(false)
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { profileId: member.profileId, name: member.name, role: member.role },
    validators: { onSubmit: updateMemberSchema },
    skipResetForm: true,
    submit: (values) => updateTeamMember({ data: values }),
    onSuccess: (result) => onSaved(result.role),
  })
  const resend = useMutation({
    mutationFn: () => resendTeamInvite({ data: { profileId: member.profileId } }),
  })
  const remove = useMutation({
    mutationFn: () => removeTeamMember({ data: { profileId: member.profileId } }),
    onSuccess: () => onRemoved(),
  })
  const classWord = member.classCount === 1 ? 'class' : 'classes'

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader
          title="Details"
          description={
            <span className="flex flex-wrap items-center gap-2">
              {member.email}
              {member.status === 'invited' ? (
                <Badge tone="warning">Invited</Badge>
              ) : (
                <Badge tone="success">Active</Badge>
              )}
              {member.isMe ? <span className="text-sm">(this is you)</span> : null}
            </span>
          }
        />
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Name and role">
          {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
          {state.success ? <Alert tone="success">Saved.</Alert> : null}
          <form.Field name="name">
            {(field) => <TextField field={field} label="Name" serverErrors={holder.fieldErrorsOf('name')} />}
          </form.Field>
          <form.Field name="role">
            {(field) => (
              <RadioCards
                legend="Role"
                name="role"
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                options={teamRoles.map((role) => ({
                  value: role,
                  title: teamRoleLabels[role].title,
                  description: teamRoleLabels[role].description,
                  disabled: member.isMe && role !== member.role,
                }))}
                errors={[...messagesOf(field.state.meta.errors), ...holder.fieldErrorsOf('role')]}
              />
            )}
          </form.Field>
          {member.isMe ? (
            <p className="text-slate-600 text-sm">You cannot change your own role; another admin can.</p>
          ) : null}
          <div>
            <SubmitButton submitting={state.submitting}>Save changes</SubmitButton>
          </div>
        </form>
      </Card>

      {member.status === 'invited' ? (
        <Card>
          <CardHeader
            title="Invitation"
            description={`${member.name} has not chosen a password yet. Invitation links work for 7 days.`}
          />
          {resend.isSuccess ? (
            <Alert tone="success" className="mb-4">
              We sent a new link to {member.email}. Older links no longer work.
            </Alert>
          ) : null}
          {resend.isError ? (
            <Alert tone="error" className="mb-4">
              {errorMessage(resend.error)}
            </Alert>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending || undefined}
          >
            <MailPlus aria-hidden="true" className="size-5" />
            Send the invitation again
          </Button>
        </Card>
      ) : null}

      <Card>
        <CardHeader
          title="Classes"
          description={
            member.classCount === 0
              ? `${member.name} does not teach a class yet.`
              : `${member.name} teaches ${member.classCount} ${classWord}.`
          }
        />
        {member.classes.length > 0 ? (
          <ul className="grid gap-2">
            {member.classes.map((group) => (
              <li key={group.id}>
                <Link
                  to="/dashboard/groups/$groupUUID"
                  params={{ groupUUID: group.id }}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      {member.isMe ? null : (
        <Card className="border-red-200">
          <CardHeader
            title={`Remove from ${schoolName}`}
            description={
              member.classCount > 0
                ? `${member.name} will no longer be able to sign in to ${schoolName}. Their ${classWord} stay with the school, with all students and their work.`
                : `${member.name} will no longer be able to sign in to ${schoolName}.`
            }
          />
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            Remove {member.name}
          </Button>
        </Card>
      )}

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) remove.reset()
        }}
        title={`Remove ${member.name}?`}
        description={
          member.classCount > 0
            ? `Their ${member.classCount} ${classWord} stay with ${schoolName}. Give them another teacher from the class page.`
            : `They will no longer be able to sign in to ${schoolName}. You can invite them again later.`
        }
      >
        {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep {member.name}
          </Button>
          <Button
            variant="danger"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            Remove
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
