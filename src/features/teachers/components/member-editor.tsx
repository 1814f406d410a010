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
import { m } from '@/paraglide/messages'
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

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader
          title={m.teachers_details()}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <span translate="no" dir="ltr">
                {member.email}
              </span>
              {member.status === 'invited' ? (
                <Badge tone="warning">{m.teachers_invited()}</Badge>
              ) : (
                <Badge tone="success">{m.teachers_active()}</Badge>
              )}
              {member.isMe ? <span className="text-sm">{m.teachers_this_is_you()}</span> : null}
            </span>
          }
        />
        <form.Form className="grid gap-5" aria-label={m.teachers_name_and_role()}>
          <form.FormError />
          <form.FormSuccess>{m.classes_saved()}</form.FormSuccess>
          <form.AppField name="name">
            {(field) => <field.TextField label={m.classes_col_name()} />}
          </form.AppField>
          <form.AppField name="role">
            {(field) => (
              <field.RadioCardsField
                legend={m.teachers_role()}
                options={teamRoles.map((role) => ({
                  value: role,
                  title: teamRoleLabels[role].title(),
                  description: teamRoleLabels[role].description(),
                  disabled: member.isMe && role !== member.role,
                }))}
              />
            )}
          </form.AppField>
          {member.isMe ? <p className="text-slate-600 text-sm">{m.teachers_own_role()}</p> : null}
          <div>
            <form.SubmitButton>{m.teachers_save_changes()}</form.SubmitButton>
          </div>
        </form.Form>
      </Card>

      {member.status === 'invited' ? (
        <Card>
          <CardHeader
            title={m.teachers_invitation()}
            description={m.teachers_invitation_description({ name: member.name })}
          />
          {resend.succeeded ? (
            <Alert tone="success" className="mb-4">
              {m.teachers_new_link_sent({ email: member.email ?? '' })}
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
            {m.teachers_send_again()}
          </ActionButton>
        </Card>
      ) : null}

      {member.status === 'invited' || member.isMe || !member.email ? null : (
        <MailSignInLinkCard profileId={member.profileId} name={member.name} email={member.email} />
      )}

      <Card>
        <CardHeader
          title={m.dashboard_nav_classes()}
          description={m.teachers_teaches({ name: member.name, count: member.classCount })}
        />
        {member.classes.length > 0 ? (
          <ul className="grid gap-2">
            {member.classes.map((schoolClass) => (
              <li key={schoolClass.id}>
                <TextLink to="/dashboard/groups/$groupUUID" params={{ groupUUID: schoolClass.id }}>
                  <span translate="no" dir="auto">
                    {schoolClass.name}
                  </span>
                </TextLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      {member.isMe ? null : (
        <Card tone="danger">
          <CardHeader
            title={m.teachers_remove_from({ school: schoolName })}
            description={
              member.classCount > 0
                ? m.teachers_remove_with_classes({
                    name: member.name,
                    school: schoolName,
                    count: member.classCount,
                  })
                : m.teachers_remove_no_classes({ name: member.name, school: schoolName })
            }
          />
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {m.teachers_remove_name({ name: member.name })}
          </Button>
        </Card>
      )}

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) remove.reset()
        }}
        title={m.teachers_remove_question({ name: member.name })}
        description={
          member.classCount > 0
            ? m.teachers_remove_dialog_classes({ school: schoolName, count: member.classCount })
            : m.teachers_remove_dialog_no_classes({ school: schoolName })
        }
      >
        {remove.error ? <Alert tone="error">{remove.error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {m.teachers_keep_name({ name: member.name })}
          </Button>
          <ActionButton
            variant="danger"
            pending={remove.pending}
            onClick={() =>
              remove.run('remove', () => removeTeamMember({ data: { profileId: member.profileId } }))
            }
          >
            {m.classes_remove()}
          </ActionButton>
        </div>
      </Dialog>
    </div>
  )
}
