import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { requestPasswordResetFn } from '../auth.functions'
import { forgotPasswordSchema } from '../auth.schemas'

export function ForgotPasswordForm() {
  const { form, state, holder, onSubmit } = useFormHolder({
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
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Back to sign in
        </Link>
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
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
      <SubmitButton submitting={state.submitting} size="lg">
        Send me a link
      </SubmitButton>
    </form>
  )
}
