import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { passwordTokenStatusFn, setPasswordFn } from '../auth.functions'
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from '../auth.schemas'

const formSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    message: 'The two passwords are not the same.',
    path: ['confirm'],
  })

/** /reset-password (kind reset, 1 hour) and /set-password (kind invite, 7 days). */
export function SetPasswordForm({ kind, token }: { kind: 'reset' | 'invite'; token: string | undefined }) {
  const status = useQuery({
    queryKey: ['password-token', kind, token],
    queryFn: () => passwordTokenStatusFn({ data: { kind, token: token ?? '' } }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { password: '', confirm: '' },
    validators: { onSubmit: formSchema },
    submit: (values) => setPasswordFn({ data: { kind, token: token ?? '', ...values } }),
  })

  if (state.success) {
    return (
      <div className="grid gap-4">
        <Alert tone="success" title="Your password is set">
          Sign in with your email and the new password.
        </Alert>
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Go to sign in
        </Link>
      </div>
    )
  }
  if (!token || status.data?.valid === false || status.isError) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">This link has expired or was already used. Ask for a new one.</Alert>
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
          Get a new link
        </Link>
      </div>
    )
  }
  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-3">
        <Spinner /> Checking your link…
      </p>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {status.data.email ? (
        <p className="text-slate-700">
          For <strong>{status.data.email}</strong>
        </p>
      ) : null}
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <input type="hidden" name="username" autoComplete="username" value={status.data.email ?? ''} />
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label="New password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
            type="password"
            autoComplete="new-password"
            serverErrors={holder.fieldErrorsOf('password')}
          />
        )}
      </form.Field>
      <form.Field name="confirm">
        {(field) => (
          <TextField
            field={field}
            label="The same password again"
            type="password"
            autoComplete="new-password"
            serverErrors={holder.fieldErrorsOf('confirm')}
          />
        )}
      </form.Field>
      <SubmitButton submitting={state.submitting} size="lg">
        Save password
      </SubmitButton>
    </form>
  )
}
