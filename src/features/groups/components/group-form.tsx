import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Field } from '@/components/ui/field'
import { GradeSelect } from '@/components/ui/grade-select'
import { RadioCards } from '@/components/ui/radio-cards'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { type GroupFormValues, groupFormSchema, loginTypeLabels, loginTypes } from '../groups.schemas'
import type { GroupFormOptions } from '../groups.server'

interface GroupFormProps {
  options: GroupFormOptions
  initial?: GroupFormValues
  /** The signed-in teacher: always on the classes they save (shown ticked and fixed). */
  myProfileId: string
  isAdmin: boolean
  submitLabel: string
  onSubmit: (values: GroupFormValues) => Promise<unknown>
  onSaved?: (result: unknown) => void | Promise<void>
}

export const emptyGroupForm: GroupFormValues = {
  name: '',
  grade: null,
  loginType: 'picture',
  quickJoin: true,
  teacherIds: [],
  cardIds: [],
}

/** Name, grade, how children sign in, quick join, co-teachers and courses of a class. */
export function GroupForm({
  options,
  initial,
  myProfileId,
  isAdmin,
  submitLabel,
  onSubmit,
  onSaved,
}: GroupFormProps) {
  const {
    form,
    state,
    holder,
    onSubmit: handleSubmit,
  } = useFormHolder({
    defaultValues: initial ?? emptyGroupForm,
    validators: { onSubmit: groupFormSchema },
    submit: onSubmit,
    skipResetForm: true,
    onSuccess: async (result) => {
      await onSaved?.(result)
    },
  })
  const allowed = new Set(options.allowedLoginTypes)
  const colleagues = options.teachers.filter((teacher) => isAdmin || teacher.profileId !== myProfileId)

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6" aria-label="Class settings">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      {state.success && initial ? <Alert tone="success">Saved.</Alert> : null}
      <div className="grid items-end gap-4 sm:grid-cols-[2fr_1fr]">
        <form.Field name="name">
          {(field) => (
            <TextField
              field={field}
              label="Class name"
              hint="What you and the children call it, e.g. Class 2C or Ladybirds."
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('name')}
            />
          )}
        </form.Field>
        <form.Field name="grade">
          {(field) => (
            <Field label="Grade" errors={holder.fieldErrorsOf('grade')}>
              {(control) => (
                <GradeSelect
                  {...control}
                  value={field.state.value}
                  onChange={field.handleChange}
                  emptyLabel="Mixed grades"
                />
              )}
            </Field>
          )}
        </form.Field>
      </div>

      <form.Field name="loginType">
        {(field) => (
          <RadioCards
            legend="How the children sign in"
            name="loginType"
            columns={3}
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            errors={holder.fieldErrorsOf('loginType')}
            options={loginTypes.map((type) => ({
              value: type,
              title: loginTypeLabels[type].title,
              description: allowed.has(type)
                ? loginTypeLabels[type].description
                : 'Turned off for your school in Settings.',
              disabled: !allowed.has(type),
            }))}
          />
        )}
      </form.Field>

      <form.Field name="quickJoin">
        {(field) => (
          <Checkbox
            label="Allow quick join"
            description="Children without an account can type their name after the class code and start at once. Their work lasts 2 hours unless you turn them into a student account."
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.target.checked)}
          />
        )}
      </form.Field>

      <form.Field name="teacherIds">
        {(field) => (
          <CheckboxGroup
            legend={isAdmin ? 'Teachers' : 'Co-teachers'}
            options={colleagues.map((teacher) => ({
              value: teacher.profileId,
              label: teacher.name,
              description: teacher.role === 'ADMIN' ? 'Admin' : 'Teacher',
            }))}
            value={field.state.value}
            onChange={field.handleChange}
            emptyText="Nobody else teaches at your school yet."
          >
            {!isAdmin ? (
              <p className="text-slate-600 text-sm">You always teach the classes you save.</p>
            ) : null}
          </CheckboxGroup>
        )}
      </form.Field>

      <form.Field name="cardIds">
        {(field) => (
          <CheckboxGroup
            legend="Courses"
            options={options.cards.map((card) => ({
              value: card.id,
              label: card.title,
              description: `Ages ${card.ageMin}–${card.ageMax} · ${card.language === 'blocks' ? 'Blocks' : 'JavaScript'}`,
            }))}
            value={field.state.value}
            onChange={field.handleChange}
            emptyText="No courses are published yet."
          />
        )}
      </form.Field>

      <div>
        <SubmitButton submitting={state.submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
