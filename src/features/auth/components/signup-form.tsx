import { useNavigate } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { HttpError } from '@/lib/http-error'
import { checkSubdomainFn } from '../auth.functions'
import { signupSchema, suggestSubdomain } from '../signup.schemas'

/** /signup: the school's name, its address and the admin's email; continues at /account-setup. */
export function SignupForm({ productHost }: { productHost: string }) {
  const navigate = useNavigate()
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { schoolName: '', subdomain: '', email: '' },
    validators: { onSubmit: signupSchema },
    skipResetForm: true,
    submit: async (values) => {
      const parsed = signupSchema.parse(values)
      const check = await checkSubdomainFn({ data: { subdomain: parsed.subdomain } })
      if (!check.available)
        throw new HttpError(400, check.reason, [{ field: 'subdomain', message: check.reason }])
      await navigate({ to: '/account-setup', search: parsed })
    },
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form.Field
        name="schoolName"
        listeners={{
          onChange: ({ value }) => {
            if (!form.getFieldMeta('subdomain')?.isDirty) {
              form.setFieldValue('subdomain', suggestSubdomain(value), { dontUpdateMeta: true })
            }
          },
        }}
      >
        {(field) => (
          <TextField
            field={field}
            label="School name"
            autoComplete="organization"
            serverErrors={holder.fieldErrorsOf('schoolName')}
          />
        )}
      </form.Field>
      <form.Field name="subdomain">
        {(field) => (
          <TextField
            field={field}
            label="Your school's address"
            hint={`Your school will be at ${field.state.value || 'your-school'}.${productHost}`}
            autoCapitalize="none"
            spellCheck={false}
            serverErrors={holder.fieldErrorsOf('subdomain')}
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            label="Your email (you will be the school's admin)"
            type="email"
            autoComplete="email"
            serverErrors={holder.fieldErrorsOf('email')}
          />
        )}
      </form.Field>
      <SubmitButton submitting={state.submitting} size="lg">
        Continue
      </SubmitButton>
    </form>
  )
}
