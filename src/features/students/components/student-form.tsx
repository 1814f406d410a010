import { Alert } from '@/components/ui/alert'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Field } from '@/components/ui/field'
import { GradeSelect } from '@/components/ui/grade-select'
import { SubmitButton } from '@/components/ui/submit-button'
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
                <GradeSelect
                  {...control}
                  value={field.state.value}
                  onChange={field.handleChange}
                  emptyLabel="Not set"
                />
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
          <CheckboxGroup
            legend="Classes"
            options={classes.map((group) => ({ value: group.id, label: group.name }))}
            value={field.state.value}
            onChange={field.handleChange}
            emptyText="There are no classes yet."
            errors={holder.fieldErrorsOf('groupIds')}
            columns={3}
          />
        )}
      </form.Field>
      <div>
        <SubmitButton submitting={state.submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
