import { useAppForm } from '@/components/form/use-app-form'
import { Card, CardHeader } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { saveMyEmail, saveMyName, saveMyPassword } from '../profile.functions'
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
  const { form } = useAppForm({
    defaultValues: { email: profile.email ?? '', currentPassword: '' },
    validators: { onSubmit: changeEmailSchema },
    skipResetForm: true,
    submit: (values) => saveMyEmail({ data: values }),
    invalidates: [profileKeys.me],
    onSuccess: () => {
      form.setFieldValue('currentPassword', '')
    },
  })
  return (
    <Card>
      <CardHeader
        title="Email"
        description="You sign in with it, and invitations and password links go to it."
      />
      <form.Form className="grid gap-4" aria-label="Change email">
        <form.FormError />
        <form.FormSuccess>
          Your email is changed: sign in with the new one from now on. We have mailed it a link to confirm it
          is yours.
        </form.FormSuccess>
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
