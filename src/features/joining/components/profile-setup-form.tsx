import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Field } from '@/components/ui/field'
import { GradeSelect } from '@/components/ui/grade-select'
import { RadioCards } from '@/components/ui/radio-cards'
import { SubmitButton } from '@/components/ui/submit-button'
import { completeProfileSetupFn } from '../joining.functions'
import type { ProfileSetupState } from '../profile-setup.server'

interface ProfileSetupFormProps {
  state: ProfileSetupState
  /** Where the chosen school's site lives, for the hand-over: origin of a school by subdomain. */
  schoolOrigin: (subdomain: string) => string
}

/** A district student picks the school they go to and their grade, then continues at that school. */
export function ProfileSetupForm({ state, schoolOrigin }: ProfileSetupFormProps) {
  const [school, setSchool] = useState<string | null>(
    state.schools.length === 1 ? state.schools[0]!.subdomain : null,
  )
  const [grade, setGrade] = useState<number | null>(state.grade)
  const [error, setError] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  return (
    <form
      noValidate
      className="grid gap-6"
      aria-label="Your school and grade"
      onSubmit={async (event) => {
        event.preventDefault()
        setTried(true)
        if (!school || grade === null) return
        setSubmitting(true)
        setError(null)
        try {
          const { transfer } = await completeProfileSetupFn({ data: { schoolSubdomain: school, grade } })
          const query = new URLSearchParams({
            token: transfer.token,
            account: transfer.subdomain,
            profile: transfer.profileId,
          })
          window.location.assign(`${schoolOrigin(transfer.subdomain)}/login-finalize?${query}`)
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : 'That did not work. Try again.')
          setSubmitting(false)
        }
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <RadioCards
        legend="Which school do you go to?"
        name="school"
        value={school}
        onChange={setSchool}
        columns={2}
        errors={tried && !school ? ['Pick your school.'] : []}
        options={state.schools.map((option) => ({ value: option.subdomain, title: option.name }))}
      />
      <Field
        label="What grade are you in?"
        errors={tried && grade === null ? ['Pick your grade.'] : []}
        className="max-w-xs"
      >
        {(control) => <GradeSelect {...control} value={grade} onChange={setGrade} emptyLabel="Choose…" />}
      </Field>
      <div>
        <SubmitButton submitting={submitting} size="lg">
          Let's go
        </SubmitButton>
      </div>
    </form>
  )
}
