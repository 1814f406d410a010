import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { registerStudentFn } from '../joining.functions'
import { type RegisterStudentValues, registerStudentSchema } from '../joining.schemas'

/** /student/register: an older student makes a username + password account and joins a class. */
export function RegisterForm({ initialCode }: { initialCode?: string }) {
  const { form, state, holder, onSubmit } = useFormHolder<RegisterStudentValues, { redirectTo: string }>({
    defaultValues: { code: initialCode ?? '', firstName: '', lastName: '', username: '', password: '' },
    validators: { onSubmit: registerStudentSchema as never },
    submit: (values) => registerStudentFn({ data: values }),
    skipResetForm: true,
    onSuccess: (result) => {
      window.location.assign(result.redirectTo)
    },
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create your student account">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form.Field name="code">
        {(field) => (
          <TextField
            field={field}
            label="Class code"
            hint="Your teacher gives it to you. It has 6 letters and numbers."
            autoComplete="off"
            autoCapitalize="characters"
            className="font-mono uppercase tracking-widest"
            serverErrors={holder.fieldErrorsOf('code')}
          />
        )}
      </form.Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="firstName">
          {(field) => (
            <TextField
              field={field}
              label="First name"
              autoComplete="given-name"
              serverErrors={holder.fieldErrorsOf('firstName')}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              field={field}
              label="Last name"
              autoComplete="family-name"
              serverErrors={holder.fieldErrorsOf('lastName')}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="username">
        {(field) => (
          <TextField
            field={field}
            label="Username"
            hint="3 to 32 small letters, numbers, dots or dashes. You sign in with it."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            serverErrors={holder.fieldErrorsOf('username')}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label="Password"
            hint="At least 6 characters. Do not tell anyone but your teacher."
            type="password"
            autoComplete="new-password"
            serverErrors={holder.fieldErrorsOf('password')}
          />
        )}
      </form.Field>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton submitting={state.submitting}>Create my account</SubmitButton>
        <Link
          to="/login"
          search={{ tab: 'student' }}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          I already have one
        </Link>
      </div>
    </form>
  )
}
