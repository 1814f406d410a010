import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { m } from '@/paraglide/messages'
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
    .refine((school) => school !== null, { error: () => m.student_setup_pick_school() }),
  grade: z
    .number()
    .nullable()
    .refine((grade) => grade !== null, { error: () => m.student_setup_pick_grade() }),
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
    <form.Form className="grid gap-6" aria-label={m.student_setup_form()}>
      <form.FormError />
      <form.AppField name="school">
        {(field) => (
          <field.RadioCardsField
            legend={m.student_setup_which_school()}
            columns={2}
            options={state.schools.map((option) => ({ value: option.subdomain, title: option.name }))}
          />
        )}
      </form.AppField>
      <form.AppField name="grade">
        {(field) => (
          <field.GradeField
            label={m.student_setup_which_grade()}
            emptyLabel={m.student_setup_choose()}
            className="max-w-xs"
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton pendingAfterSuccess size="lg">
          {m.student_setup_lets_go()}
        </form.SubmitButton>
      </div>
    </form.Form>
  )
}
