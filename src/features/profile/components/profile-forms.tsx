import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { useAction } from '@/lib/use-action'
import { cancelMyEmailChangeFn, saveMyEmail, saveMyName, saveMyPassword } from '../profile.functions'
import { profileKeys } from '../profile.queries'
import { changeEmailSchema, changePasswordSchema, profileNameSchema } from '../profile.schemas'
import type { MyProfile } from '../profile.server'

interface ProfileFormsProps {
  profile: MyProfile
}

/** /dashboard/profile: my name, my email and my password, each saved on its own. */
export function ProfileForms({ profile }: ProfileFormsProps) {
  return (
    <div className="grid max-w-2xl gap-6">
      <NameCard profile={profile} />
      <EmailCard profile={profile} />
      <PasswordCard />
      <Card>
        <CardHeader title="My lesson activity" description="The lessons you tried yourself." />
        <TextLink to="/dashboard/profile/activity">See my lesson activity</TextLink>
      </Card>
    </div>
  )
}

function NameCard({ profile }: ProfileFormsProps) {
  const { form } = useAppForm({
    defaultValues: { name: profile.name },
    validators: { onSubmit: profileNameSchema },
    skipResetForm: true,
    submit: (values) => saveMyName({ data: values }),
    invalidates: [profileKeys.me],
  })
  return (
    <Card>
      <CardHeader
        title="Name"
        description={`How students and colleagues at ${profile.schoolName} see you.`}
      />
      <form.Form className="grid gap-4" aria-label="Change name">
        <form.FormError />
        <form.FormSuccess>Your name is saved.</form.FormSuccess>
        <form.AppField name="name">
          {(field) => <field.TextField label="Your name" autoComplete="name" />}
        </form.AppField>
        <div>
          <form.SubmitButton>Save name</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}

function EmailCard({ profile }: ProfileFormsProps) {
  const [sent, setSent] = useState<string | null>(null)
  const { form } = useAppForm({
    defaultValues: { email: profile.email ?? '', currentPassword: '' },
    validators: { onSubmit: changeEmailSchema },
    skipResetForm: true,
    submit: (values) => saveMyEmail({ data: values }),
    invalidates: [profileKeys.me],
    onSuccess: (answer) => {
      setSent(answer.message)
      // The account keeps its address until the new one is confirmed.
      form.setFieldValue('email', profile.email ?? '')
      form.setFieldValue('currentPassword', '')
    },
  })
  return (
    <Card>
      <CardHeader
        title="Email"
        description="You sign in with it, and invitations and password links go to it. A new address counts once you open the link we mail to it."
      />
      {profile.pendingEmail ? (
        <PendingEmail email={profile.pendingEmail} onCancelled={() => setSent(null)} />
      ) : null}
      <form.Form className="grid gap-4" aria-label="Change email">
        <form.FormError />
        <form.FormSuccess>{sent}</form.FormSuccess>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField
              label="Current password"
              hint="To make sure it is you."
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>Change email</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}

/** A new address waiting for its link (decision 165), and the way to drop it. */
function PendingEmail({ email, onCancelled }: { email: string; onCancelled: () => void }) {
  const cancel = useAction({ invalidates: [profileKeys.me], onSuccess: onCancelled })
  return (
    <Alert tone="info">
      <div className="grid gap-3">
        <p>
          Waiting for you to confirm {email}: open the link we sent to it. Until then you sign in with your
          current address.
        </p>
        <div>
          <ActionButton
            variant="secondary"
            size="sm"
            pending={cancel.pending}
            onClick={() => void cancel.run('cancel', () => cancelMyEmailChangeFn())}
          >
            Cancel the change
          </ActionButton>
        </div>
        {cancel.error ? (
          <p role="alert" className="text-red-800 text-sm">
            {cancel.error}
          </p>
        ) : null}
      </div>
    </Alert>
  )
}

function PasswordCard() {
  const { form } = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators: { onSubmit: changePasswordSchema },
    submit: (values) => saveMyPassword({ data: values }),
  })
  return (
    <Card>
      <CardHeader
        title="Password"
        description="At least 10 characters. A short sentence you will remember works well. You stay signed in here; other devices are signed out."
      />
      <form.Form className="grid gap-4" aria-label="Change password">
        <form.FormError />
        <form.FormSuccess>Your password is changed.</form.FormSuccess>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField label="Current password" type="password" autoComplete="current-password" />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.TextField label="New password" type="password" autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => (
            <field.TextField label="New password again" type="password" autoComplete="new-password" />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>Change password</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}
