import { useAppForm } from '@/components/form/use-app-form'
import { rosterKeys } from '@/lib/roster-keys'
import { m } from '@/paraglide/messages'
import { studentKeys } from '../students.queries'
import { type CreateStudentValues, createStudentSchema, studentFormSchema } from '../students.schemas'

interface StudentFormProps<TResult> {
  mode: 'create' | 'edit'
  classes: { id: string; name: string }[]
  initial?: Omit<CreateStudentValues, 'password'>
  submitLabel: string
  submit: (values: CreateStudentValues) => Promise<TResult>
  onSaved?: (result: TResult) => void | Promise<void>
}

/** A student's names, username, grade and classes (and, when adding one, an optional password). */
export function StudentForm<TResult>({
  mode,
  classes,
  initial,
  submitLabel,
  submit,
  onSaved,
}: StudentFormProps<TResult>) {
  const { form } = useAppForm<CreateStudentValues, TResult>({
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      username: initial?.username ?? '',
      grade: initial?.grade ?? null,
      classIds: initial?.classIds ?? [],
      password: '',
    },
    validators: { onSubmit: (mode === 'create' ? createStudentSchema : studentFormSchema) as never },
    submit,
    skipResetForm: mode === 'edit',
    // Classes list their students.
    invalidates: [studentKeys.all, rosterKeys.classes],
    onSuccess: async (result) => {
      await onSaved?.(result)
    },
  })

  return (
    <form.Form className="grid gap-5" aria-label={m.students_form_label()}>
      <form.FormError />
      {mode === 'edit' ? <form.FormSuccess>{m.classes_saved()}</form.FormSuccess> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => <field.TextField label={m.classes_first_name()} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label={m.students_last_name()} autoComplete="off" />}
        </form.AppField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="username">
          {(field) => (
            <field.TextField
              label={m.classes_col_username()}
              hint={mode === 'create' ? m.students_username_hint_create() : m.students_username_hint_edit()}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="grade">
          {(field) => <field.GradeField label={m.onboarding_grade()} emptyLabel={m.students_not_set()} />}
        </form.AppField>
      </div>
      {mode === 'create' ? (
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label={m.students_password()}
              hint={m.students_password_hint()}
              autoComplete="new-password"
            />
          )}
        </form.AppField>
      ) : null}
      <form.AppField name="classIds">
        {(field) => (
          <field.CheckboxGroupField
            legend={m.dashboard_nav_classes()}
            options={classes.map((schoolClass) => ({
              value: schoolClass.id,
              label: (
                <span translate="no" dir="auto">
                  {schoolClass.name}
                </span>
              ),
            }))}
            emptyText={m.students_no_classes_yet()}
            columns={3}
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </form.Form>
  )
}
