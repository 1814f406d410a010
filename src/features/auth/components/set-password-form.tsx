import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { setPasswordFn } from '../auth.functions'
import { passwordTokenQuery } from '../auth.queries'
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from '../auth.schemas'

const formSchema = z.object({ password: newPasswordSchema })

/**
 * /reset-password (kind reset, 1 hour) and /set-password (kind invite, 7 days). One password box
 * (the mailed link can always set it again); a first password signs in and opens the school at its
 * next step (decision 106).
 */
export function SetPasswordForm({ kind, token }: { kind: 'reset' | 'invite'; token: string | undefined }) {
  const status = useQuery(passwordTokenQuery(kind, token))
  const [opening, setOpening] = useState(false)
  const { form, state } = useAppForm({
    defaultValues: { password: '' },
    validators: { onSubmit: formSchema },
    submit: (values) => setPasswordFn({ data: { kind, token: token ?? '', ...values } }),
    onSuccess: (result) => {
      if (!result.signedIn || !result.next) return
      setOpening(true)
      // A full load, so the page renders with the new session from the first byte.
      window.location.replace(result.next)
    },
  })

  if (opening) {
    return (
      <p role="status" className="flex items-center gap-3">
        <Spinner /> Your password is set. Opening your school…
      </p>
    )
  }
  if (state.success) {
    return (
      <div className="grid gap-4">
        <Alert tone="success" title="Your password is set">
          Sign in with your email and the new password.
        </Alert>
        <TextLink
          to="/login"
          // A new teacher or a new school's admin starts from the overview (getting started).
          search={kind === 'invite' ? { redirect: '/dashboard/overview' } : {}}
        >
          Go to sign in
        </TextLink>
      </div>
    )
  }
  if (!token || status.data?.valid === false || status.isError) {
    return (
      <div className="grid gap-4">
        <Alert tone="error">This link has expired or was already used. Ask for a new one.</Alert>
        <TextLink to="/forgot-password">Get a new link</TextLink>
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
    <form.Form className="grid gap-5">
      {status.data.email ? (
        <p className="text-slate-700">
          For <strong>{status.data.email}</strong>
        </p>
      ) : null}
      <form.FormError />
      <input type="hidden" name="username" autoComplete="username" value={status.data.email ?? ''} />
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label="New password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.SubmitButton size="lg">Save password</form.SubmitButton>
    </form.Form>
  )
}
