import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { TextLink } from '@/components/ui/text-link'
import { requestPasswordResetFn } from '../auth.functions'
import { forgotPasswordSchema } from '../auth.schemas'
import { AuthCard } from './auth-card'

/** /forgot-password: an adult asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter the email you sign in with. We will send you a link to choose a new password.</p>}
      footer={
        <p>
          Students: ask your teacher to reset your password. <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}

function ForgotPasswordForm() {
  const { form, state } = useAppForm({
    defaultValues: { email: '' },
    validators: { onSubmit: forgotPasswordSchema },
    submit: (values) => requestPasswordResetFn({ data: values }),
  })
  if (state.success) {
    return (
      <div className="grid gap-4">
        <Alert tone="success" title="Check your email">
          If an account uses that address, we have sent it a link to choose a new password. The link works for
          one hour.
        </Alert>
        <TextLink to="/login">Back to sign in</TextLink>
      </div>
    )
  }
  return (
    <form.Form className="grid gap-5">
      <form.FormError />
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" />}
      </form.AppField>
      <form.SubmitButton size="lg">Send me a link</form.SubmitButton>
    </form.Form>
  )
}
