import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { saveMyEmail, saveMyName, saveMyPassword } from '../profile.functions'
import { changeEmailSchema, changePasswordSchema, profileNameSchema } from '../profile.schemas'
import type { MyProfile } from '../profile.server'

interface ProfileFormsProps {
  profile: MyProfile
  onChanged: () => void | Promise<void>
}

/** /dashboard/profile: my name, my email and my password, each saved on its own. */
export function ProfileForms({ profile, onChanged }: ProfileFormsProps) {
  return (
    <div className="grid max-w-2xl gap-6">
      <NameCard profile={profile} onChanged={onChanged} />
      <EmailCard profile={profile} onChanged={onChanged} />
      <PasswordCard />
      <Card>
        <CardHeader title="My lesson activity" description="The lessons you tried yourself." />
        <Link
          to="/dashboard/profile/activity"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          See my lesson activity
        </Link>
      </Card>
    </div>
  )
}

function NameCard({ profile, onChanged }: ProfileFormsProps) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { name: profile.name },
    validators: { onSubmit: profileNameSchema },
    skipResetForm: true,
    submit: (values) => saveMyName({ data: values }),
    onSuccess: () => onChanged(),
  })
  return (
    <Card>
      <CardHeader
        title="Name"
        description={`How students and colleagues at ${profile.schoolName} see you.`}
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change name">
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        {state.success ? <Alert tone="success">Your name is saved.</Alert> : null}
        <form.Field name="name">
          {(field) => (
            <TextField
              field={field}
              label="Your name"
              autoComplete="name"
              serverErrors={holder.fieldErrorsOf('name')}
            />
          )}
        </form.Field>
        <div>
          <SubmitButton submitting={state.submitting}>Save name</SubmitButton>
        </div>
      </form>
    </Card>
  )
}

function EmailCard({ profile, onChanged }: ProfileFormsProps) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { email: profile.email ?? '', currentPassword: '' },
    validators: { onSubmit: changeEmailSchema },
    skipResetForm: true,
    submit: (values) => saveMyEmail({ data: values }),
    onSuccess: async () => {
      form.setFieldValue('currentPassword', '')
      await onChanged()
    },
  })
  return (
    <Card>
      <CardHeader
        title="Email"
        description="You sign in with it, and invitations and password links go to it."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change email">
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        {state.success ? (
          <Alert tone="success">Your email is changed. Sign in with the new one from now on.</Alert>
        ) : null}
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              label="Email"
              type="email"
              autoComplete="email"
              serverErrors={holder.fieldErrorsOf('email')}
            />
          )}
        </form.Field>
        <form.Field name="currentPassword">
          {(field) => (
            <TextField
              field={field}
              label="Current password"
              hint="To make sure it is you."
              type="password"
              autoComplete="current-password"
              serverErrors={holder.fieldErrorsOf('currentPassword')}
            />
          )}
        </form.Field>
        <div>
          <SubmitButton submitting={state.submitting}>Change email</SubmitButton>
        </div>
      </form>
    </Card>
  )
}

function PasswordCard() {
  const { form, state, holder, onSubmit } = useFormHolder({
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
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        {state.success ? <Alert tone="success">Your password is changed.</Alert> : null}
        <form.Field name="currentPassword">
          {(field) => (
            <TextField
              field={field}
              label="Current password"
              type="password"
              autoComplete="current-password"
              serverErrors={holder.fieldErrorsOf('currentPassword')}
            />
          )}
        </form.Field>
        <form.Field name="newPassword">
          {(field) => (
            <TextField
              field={field}
              label="New password"
              type="password"
              autoComplete="new-password"
              serverErrors={holder.fieldErrorsOf('newPassword')}
            />
          )}
        </form.Field>
        <form.Field name="confirmPassword">
          {(field) => (
            <TextField
              field={field}
              label="New password again"
              type="password"
              autoComplete="new-password"
              serverErrors={holder.fieldErrorsOf('confirmPassword')}
            />
          )}
        </form.Field>
        <div>
          <SubmitButton submitting={state.submitting}>Change password</SubmitButton>
        </div>
      </form>
    </Card>
  )
}
