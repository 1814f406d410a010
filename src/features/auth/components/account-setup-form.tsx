import { Link } from '@tanstack/react-router'
import { loginFinalizeUrl } from '@/access/profile-destination'
import { Alert } from '@/components/ui/alert'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { schoolOrigin } from '@/lib/hosts'
import { createSchoolAccountFn } from '../auth.functions'
import { MIN_PASSWORD_LENGTH } from '../auth.schemas'
import { accountSetupSchema } from '../signup.schemas'

interface AccountSetupFormProps {
  productHost: string
  initial: { schoolName?: string; subdomain?: string; email?: string }
}

/**
 * /account-setup: the admin's name and password with the school's details from /signup. Creates
 * the school and signs the admin in on its own site (through /login-finalize).
 */
export function AccountSetupForm({ productHost, initial }: AccountSetupFormProps) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: {
      schoolName: initial.schoolName ?? '',
      subdomain: initial.subdomain ?? '',
      email: initial.email ?? '',
      name: '',
      password: '',
    },
    validators: { onSubmit: accountSetupSchema },
    skipResetForm: true,
    submit: async (values) => {
      const created = await createSchoolAccountFn({ data: accountSetupSchema.parse(values) })
      const origin = schoolOrigin(created.subdomain, productHost, window.location.protocol)
      window.location.assign(
        loginFinalizeUrl(origin, {
          token: created.token,
          account: created.subdomain,
          profile: created.profile,
          redirect: '/dashboard/overview',
        }),
      )
    },
  })
  const missingSchool = !initial.schoolName || !initial.subdomain
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {missingSchool ? (
        <Alert>
          Start with your school's name and address on{' '}
          <Link to="/signup" className="font-semibold underline underline-offset-4">
            the first step
          </Link>
          , or fill them in here.
        </Alert>
      ) : null}
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <fieldset className="grid gap-5">
        <legend className="mb-2 font-bold text-xl">Your school</legend>
        <form.Field name="schoolName">
          {(field) => (
            <TextField field={field} label="School name" serverErrors={holder.fieldErrorsOf('schoolName')} />
          )}
        </form.Field>
        <form.Field name="subdomain">
          {(field) => (
            <TextField
              field={field}
              label="Address"
              hint={`${field.state.value || 'your-school'}.${productHost}`}
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('subdomain')}
            />
          )}
        </form.Field>
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-2 font-bold text-xl">You, the school's admin</legend>
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
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              label="Email"
              type="email"
              autoComplete="username"
              serverErrors={holder.fieldErrorsOf('email')}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              label="Password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
              type="password"
              autoComplete="new-password"
              serverErrors={holder.fieldErrorsOf('password')}
            />
          )}
        </form.Field>
      </fieldset>
      <SubmitButton submitting={state.submitting || state.success} size="lg">
        Create my school
      </SubmitButton>
    </form>
  )
}
