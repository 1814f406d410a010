import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { completeProfileSetupFn } from '../joining.functions'
import type { ProfileSetupState } from '../profile-setup.server'

interface ProfileSetupFormProps {
  state: ProfileSetupState
  /** Where the chosen school's site lives, for the hand-over: origin of a school by subdomain. */
  schoolOrigin: (subdomain: string) => string
}

const choiceSchema = z.object({
  school: z
    .string()
    .nullable()
    .refine((school) => school !== null, 'Pick your school.'),
  grade: z
    .number()
    .nullable()
    .refine((grade) => grade !== null, 'Pick your grade.'),
})

/** A district student picks the school they go to and their grade, then continues at that school. */
export function ProfileSetupForm({ state, schoolOrigin }: ProfileSetupFormProps) {
  const { form } = useAppForm({
    defaultValues: {
      school: state.schools.length === 1 ? state.schools[0]!.subdomain : null,
      grade: state.grade,
    } as { school: string | null; grade: number | null },
    validators: { onSubmit: choiceSchema },
    skipResetForm: true,
    submit: ({ school, grade }) =>
      completeProfileSetupFn({ data: { schoolSubdomain: school ?? '', grade: grade ?? 0 } }),
    onSuccess: ({ transfer }) => {
      const query = new URLSearchParams({
        token: transfer.token,
        account: transfer.subdomain,
        profile: transfer.profileId,
      })
      window.location.assign(`${schoolOrigin(transfer.subdomain)}/login-finalize?${query}`)
    },
  })
  return (
    <form.Form className="grid gap-6" aria-label="Your school and grade">
      <form.FormError />
      <form.AppField name="school">
        {(field) => (
          <field.RadioCardsField
            legend="Which school do you go to?"
            columns={2}
            options={state.schools.map((option) => ({ value: option.subdomain, title: option.name }))}
          />
        )}
      </form.AppField>
      <form.AppField name="grade">
        {(field) => (
          <field.GradeField label="What grade are you in?" emptyLabel="Choose…" className="max-w-xs" />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton pendingAfterSuccess size="lg">
          Let's go
        </form.SubmitButton>
      </div>
    </form.Form>
  )
}
