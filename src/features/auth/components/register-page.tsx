import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { RadioCards } from '@/components/ui/radio-cards'
import { TextLink } from '@/components/ui/text-link'
import { HttpError } from '@/lib/http-error'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { passwordTokenStatusFn } from '../auth.functions'
import {
  INVITATION_EXPIRED,
  invitationSchema,
  NOT_AN_INVITATION,
  type RegisterChoice,
  readInvitation,
} from '../register.schemas'
import { AuthCard } from './auth-card'
import { SignupForm } from './signup-form'

const choices = [
  {
    value: 'invitation',
    title: 'My school invited me',
    description: 'Your school already uses CodeSchool and sent you an email.',
  },
  {
    value: 'new-school',
    title: 'Start a new school',
    description: "Create your school's site; you become its admin and invite your teachers.",
  },
] as const

/**
 * /register (PRODUCT.md §2): a teacher joins an existing school with their invitation, or creates a
 * new school (the /signup form, on this page).
 */
export function RegisterPage() {
  const context = useRequestContext()
  const productHost = context?.config.productHost ?? 'localhost:3000'
  const [choice, setChoice] = useState<RegisterChoice | null>(null)
  return (
    <AuthCard
      title="Join CodeSchool"
      intro={<p>Are you joining a school that uses CodeSchool, or starting one?</p>}
      footer={
        <p>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <div className="grid gap-6">
        <RadioCards
          legend="I am…"
          name="register-choice"
          options={choices}
          value={choice}
          onChange={setChoice}
        />
        {choice === 'invitation' ? (
          <InvitationForm productHost={productHost} scheme={context?.config.productScheme ?? 'http'} />
        ) : choice === 'new-school' ? (
          <SignupForm productHost={productHost} />
        ) : null}
      </div>
    </AuthCard>
  )
}

/** The invitation's link (or its token) opens the page that sets the password, if it still works. */
function InvitationForm({ productHost, scheme }: { productHost: string; scheme: 'http' | 'https' }) {
  const { form } = useAppForm({
    defaultValues: { invitation: '' },
    validators: { onSubmit: invitationSchema },
    skipResetForm: true,
    submit: async (values) => {
      const link = readInvitation(values.invitation, productHost, scheme)
      if (!link)
        throw new HttpError(400, 'Check the invitation link.', [
          { field: 'invitation', message: NOT_AN_INVITATION },
        ])
      const status = await passwordTokenStatusFn({ data: { kind: 'invite', token: link.token } })
      if (!status.valid)
        throw new HttpError(400, 'Check the invitation link.', [
          { field: 'invitation', message: INVITATION_EXPIRED },
        ])
      window.location.assign(`${link.origin ?? ''}/set-password?token=${encodeURIComponent(link.token)}`)
    },
  })
  return (
    <form.Form className="grid gap-5" aria-label="Join my school">
      <form.FormError />
      <form.AppField name="invitation">
        {(field) => (
          <field.TextField
            label="Your invitation link"
            hint="Copy the link from the invitation email and paste it here."
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <p className="text-slate-700">
        No invitation? Ask your school's admin to invite you from their Teachers page.
      </p>
      <div>
        <form.SubmitButton pendingAfterSuccess>Continue</form.SubmitButton>
      </div>
    </form.Form>
  )
}
