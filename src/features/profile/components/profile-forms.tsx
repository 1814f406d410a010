import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { LanguagePicker } from '@/components/layouts/language-picker'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
      <LanguageCard />
      <EmailCard profile={profile} />
      <PasswordCard />
      <Card>
        <CardHeader title={m.profile_activity_title()} description={m.profile_activity_description()} />
        <TextLink to="/dashboard/profile/activity">{m.profile_activity_link()}</TextLink>
      </Card>
    </div>
  )
}

/**
 * The language of the console and of everything else this person sees: kept on the account (for
 * every device) and on this device, as the children's picker does; the page loads again in it.
 */
function LanguageCard() {
  return (
    <Card>
      <CardHeader title={m.profile_language_title()} description={m.profile_language_description()} />
      <LanguagePicker />
    </Card>
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
        title={m.profile_name_title()}
        description={m.profile_name_description({ school: profile.schoolName })}
      />
      <form.Form className="grid gap-4" aria-label={m.profile_name_form()}>
        <form.FormError />
        <form.FormSuccess>{m.profile_name_saved()}</form.FormSuccess>
        <form.AppField name="name">
          {(field) => <field.TextField label={m.profile_name_label()} autoComplete="name" />}
        </form.AppField>
        <div>
          <form.SubmitButton>{m.profile_name_save()}</form.SubmitButton>
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
      <CardHeader title={m.profile_email_title()} description={m.profile_email_description()} />
      {profile.pendingEmail ? (
        <PendingEmail email={profile.pendingEmail} onCancelled={() => setSent(null)} />
      ) : null}
      <form.Form className="grid gap-4" aria-label={m.profile_email_form()}>
        <form.FormError />
        <form.FormSuccess>{sent}</form.FormSuccess>
        <form.AppField name="email">
          {(field) => <field.TextField label={m.profile_email_label()} type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField
              label={m.profile_current_password()}
              hint={m.profile_current_password_hint()}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>{m.profile_email_save()}</form.SubmitButton>
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
          {m.profile_email_waiting_before()}{' '}
          <span translate="no" dir="auto">
            {email}
          </span>
          {m.profile_email_waiting_after()}
        </p>
        <div>
          <ActionButton
            variant="secondary"
            size="sm"
            pending={cancel.pending}
            onClick={() => void cancel.run('cancel', () => cancelMyEmailChangeFn())}
          >
            {m.profile_email_cancel()}
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
      <CardHeader title={m.profile_password_title()} description={m.profile_password_description()} />
      <form.Form className="grid gap-4" aria-label={m.profile_password_form()}>
        <form.FormError />
        <form.FormSuccess>{m.profile_password_saved()}</form.FormSuccess>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField
              label={m.profile_current_password()}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => (
            <field.TextField label={m.profile_new_password()} type="password" autoComplete="new-password" />
          )}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => (
            <field.TextField
              label={m.profile_new_password_again()}
              type="password"
              autoComplete="new-password"
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>{m.profile_password_save()}</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}
