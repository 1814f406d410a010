import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { GRADES, gradeLabel } from '@/features/groups/grades'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { type CreateStudentValues, createStudentSchema, studentFormSchema } from '../students.schemas'

interface StudentFormProps {
  mode: 'create' | 'edit'
  classes: { id: string; name: string }[]
  initial?: Omit<CreateStudentValues, 'password'>
  submitLabel: string
  onSubmit: (values: CreateStudentValues) => Promise<unknown>
  onSaved?: (result: unknown) => void | Promise<void>
}

/** A student's names, username, grade and classes (and, when adding one, an optional password). */
export function StudentForm({ mode, classes, initial, submitLabel, onSubmit, onSaved }: StudentFormProps) {
  const {
    form,
    state,
    holder,
    onSubmit: handleSubmit,
  } = useFormHolder<CreateStudentValues>({
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      username: initial?.username ?? '',
      grade: initial?.grade ?? null,
      groupIds: initial?.groupIds ?? [],
      password: '',
    },
    validators: { onSubmit: (mode === 'create' ? createStudentSchema : studentFormSchema) as never },
    submit: onSubmit,
    skipResetForm: mode === 'edit',
    onSuccess: async (result) => {
      await onSaved?.(result)
    },
  })

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Student">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      {state.success && mode === 'edit' ? <Alert tone="success">Saved.</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="firstName">
          {(field) => (
            <TextField
              field={field}
              label="First name"
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('firstName')}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              field={field}
              label="Last name"
              autoComplete="off"
              serverErrors={holder.fieldErrorsOf('lastName')}
            />
          )}
        </form.Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="username">
          {(field) => (
            <TextField
              field={field}
              label="Username"
              hint={
                mode === 'create'
                  ? 'Leave empty to make one from the names.'
                  : 'For signing in with a password.'
              }
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('username')}
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
                  <option value="">Not set</option>
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
      {mode === 'create' ? (
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              label="Password"
              hint="Leave empty to make one up; you will see it once, after saving."
              autoComplete="new-password"
              serverErrors={holder.fieldErrorsOf('password')}
            />
          )}
        </form.Field>
      ) : null}
      <form.Field name="groupIds">
        {(field) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-slate-800">Classes</legend>
            {classes.length === 0 ? (
              <p className="text-slate-600">There are no classes yet.</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {classes.map((group) => (
                  <Checkbox
                    key={group.id}
                    label={group.name}
                    checked={field.state.value.includes(group.id)}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked
                          ? [...field.state.value, group.id]
                          : field.state.value.filter((id) => id !== group.id),
                      )
                    }
                  />
                ))}
              </div>
            )}
            {holder.fieldErrorsOf('groupIds').length > 0 ? (
              <p className="font-medium text-red-700 text-sm">{holder.fieldErrorsOf('groupIds').join(' ')}</p>
            ) : null}
          </fieldset>
        )}
      </form.Field>
      <div>
        <SubmitButton submitting={state.submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
