import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { RadioCards } from '@/components/ui/radio-cards'
import { Select } from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { GRADES, gradeLabel } from '../grades'
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
                <Select
                  {...control}
                  value={field.state.value === null ? '' : String(field.state.value)}
                  onChange={(event) =>
                    field.handleChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                >
                  <option value="">Mixed grades</option>
                  {GRADES.map((grade) => (
                    <option key={grade} value={grade}>
                      {gradeLabel(grade)}
                    </option>
                  ))}
                </Select>
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
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-slate-800">
              {isAdmin ? 'Teachers' : 'Co-teachers'}
            </legend>
            {colleagues.length === 0 ? (
              <p className="text-slate-600">Nobody else teaches at your school yet.</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {colleagues.map((teacher) => (
                  <Checkbox
                    key={teacher.profileId}
                    label={teacher.name}
                    description={teacher.role === 'ADMIN' ? 'Admin' : 'Teacher'}
                    checked={field.state.value.includes(teacher.profileId)}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked
                          ? [...field.state.value, teacher.profileId]
                          : field.state.value.filter((id) => id !== teacher.profileId),
                      )
                    }
                  />
                ))}
              </div>
            )}
            {!isAdmin ? (
              <p className="text-slate-600 text-sm">You always teach the classes you save.</p>
            ) : null}
          </fieldset>
        )}
      </form.Field>

      <form.Field name="cardIds">
        {(field) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-slate-800">Courses</legend>
            {options.cards.length === 0 ? (
              <p className="text-slate-600">No courses are published yet.</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {options.cards.map((card) => (
                  <Checkbox
                    key={card.id}
                    label={card.title}
                    description={`Ages ${card.ageMin}–${card.ageMax} · ${card.language === 'blocks' ? 'Blocks' : 'JavaScript'}`}
                    checked={field.state.value.includes(card.id)}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked
                          ? [...field.state.value, card.id]
                          : field.state.value.filter((id) => id !== card.id),
                      )
                    }
                  />
                ))}
              </div>
            )}
          </fieldset>
        )}
      </form.Field>

      <div>
        <SubmitButton submitting={state.submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
