import { MailPlus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { TextLink } from '@/components/ui/text-link'
import { MailSignInLinkCard } from '@/features/sign-in-providers'
import { useAction } from '@/lib/use-action'
import { removeTeamMember, resendTeamInvite, updateTeamMember } from '../team.functions'
import { type TeamRole, teamRoleLabels, teamRoles, updateMemberSchema } from '../team.schemas'
import type { TeamMemberDetail } from '../team-members.server'

interface MemberEditorProps {
  member: TeamMemberDetail
  schoolName: string
  onSaved: (role: TeamRole) => void | Promise<void>
  onRemoved: () => void | Promise<void>
}

/** Edit a teacher or admin: name and role, resend the invitation, remove from the school. */
export function MemberEditor({ member, schoolName, onSaved, onRemoved }: MemberEditorProps) {
  const [confirming, setConfirming] = useState(false)
  const { form } = useAppForm({
    defaultValues: { profileId: member.profileId, name: member.name, role: member.role },
    validators: { onSubmit: updateMemberSchema },
    skipResetForm: true,
    submit: (values) => updateTeamMember({ data: values }),
    onSuccess: (result) => onSaved(result.role),
  })
  // onSaved and onRemoved refresh the team themselves: the page moves first, since its query (by
  // role) would no longer find a member whose role changed or who was removed.
  const resend = useAction()
  const remove = useAction({ onSuccess: () => onRemoved() })
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
        <form.Form className="grid gap-5" aria-label="Name and role">
          <form.FormError />
          <form.FormSuccess>Saved.</form.FormSuccess>
          <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
          <form.AppField name="role">
            {(field) => (
              <field.RadioCardsField
                legend="Role"
                options={teamRoles.map((role) => ({
                  value: role,
                  title: teamRoleLabels[role].title,
                  description: teamRoleLabels[role].description,
                  disabled: member.isMe && role !== member.role,
                }))}
              />
            )}
          </form.AppField>
          {member.isMe ? (
            <p className="text-slate-600 text-sm">You cannot change your own role; another admin can.</p>
          ) : null}
          <div>
            <form.SubmitButton>Save changes</form.SubmitButton>
          </div>
        </form.Form>
      </Card>

      {member.status === 'invited' ? (
        <Card>
          <CardHeader
            title="Invitation"
            description={`${member.name} has not chosen a password yet. Invitation links work for 7 days.`}
          />
          {resend.succeeded ? (
            <Alert tone="success" className="mb-4">
              We sent a new link to {member.email}. Older links no longer work.
            </Alert>
          ) : null}
          {resend.error ? (
            <Alert tone="error" className="mb-4">
              {resend.error}
            </Alert>
          ) : null}
          <ActionButton
            variant="secondary"
            pending={resend.pending}
            icon={<MailPlus aria-hidden="true" className="size-5" />}
            onClick={() =>
              resend.run('resend', () => resendTeamInvite({ data: { profileId: member.profileId } }))
            }
          >
            Send the invitation again
          </ActionButton>
        </Card>
      ) : null}

      {member.status === 'invited' || member.isMe || !member.email ? null : (
        <MailSignInLinkCard profileId={member.profileId} name={member.name} email={member.email} />
      )}

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
            {member.classes.map((schoolClass) => (
              <li key={schoolClass.id}>
                <TextLink to="/dashboard/groups/$groupUUID" params={{ groupUUID: schoolClass.id }}>
                  {schoolClass.name}
                </TextLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      {member.isMe ? null : (
        <Card tone="danger">
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
        {remove.error ? <Alert tone="error">{remove.error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep {member.name}
          </Button>
          <ActionButton
            variant="danger"
            pending={remove.pending}
            onClick={() =>
              remove.run('remove', () => removeTeamMember({ data: { profileId: member.profileId } }))
            }
          >
            Remove
          </ActionButton>
        </div>
      </Dialog>
    </div>
  )
}
