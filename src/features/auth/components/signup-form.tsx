import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { HttpError } from '@/lib/http-error'
import { checkSubdomainFn, createSchoolAccountFn } from '../auth.functions'
import { accountSetupSchema, suggestSubdomain } from '../signup.schemas'

interface SignupFormProps {
  productHost: string
  /** Filled in from a link (/account-setup?schoolName=…), else empty. */
  initial?: { schoolName?: string; subdomain?: string; email?: string }
}

/**
 * /signup (and /account-setup, the same form): the school's name and address, the admin's name and
 * email, on one page. Creates the school; the admin finishes from the link mailed to their address,
 * which proves it (record 030). The answer is the same for every address, so this page tells nobody
 * who has an account.
 */
export function SignupForm({ productHost, initial = {} }: SignupFormProps) {
  const [sent, setSent] = useState<string | null>(null)
  const { form } = useAppForm({
    defaultValues: {
      schoolName: initial.schoolName ?? '',
      subdomain: initial.subdomain ?? '',
      name: '',
      email: initial.email ?? '',
    },
    validators: { onSubmit: accountSetupSchema },
    skipResetForm: true,
    submit: async (values) => {
      const parsed = accountSetupSchema.parse(values)
      // Asked first so a taken or reserved address does not count against the sign-up limits.
      const check = await checkSubdomainFn({ data: { subdomain: parsed.subdomain } })
      if (!check.available)
        throw new HttpError(400, check.reason, [{ field: 'subdomain', message: check.reason }])
      const created = await createSchoolAccountFn({ data: parsed })
      setSent(created.message)
    },
  })
  if (sent) {
    return (
      <Alert tone="success" title="Check your inbox">
        {sent}
      </Alert>
    )
  }
  return (
    <form.Form className="grid gap-5" aria-label="Start your school">
      <form.FormError />
      <form.AppField
        name="schoolName"
        listeners={{
          onChange: ({ value }) => {
            if (!form.getFieldMeta('subdomain')?.isDirty) {
              form.setFieldValue('subdomain', suggestSubdomain(value), { dontUpdateMeta: true })
            }
          },
        }}
      >
        {(field) => <field.TextField label="School name" autoComplete="organization" />}
      </form.AppField>
      <form.AppField name="subdomain">
        {(field) => (
          <field.TextField
            label="Your school's address"
            hint={`Your school will be at ${field.state.value || 'your-school'}.${productHost}`}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="name">
        {(field) => <field.TextField label="Your name" autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label="Your email (you will be the school's admin)"
            hint="We send you a link to choose your password."
            type="email"
            autoComplete="email"
          />
        )}
      </form.AppField>
      <form.SubmitButton size="lg">Create my school</form.SubmitButton>
    </form.Form>
  )
}
