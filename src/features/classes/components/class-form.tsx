import { useAppForm } from '@/components/form/use-app-form'
import { studentKeys } from '@/features/students/students.queries'
import { CODE_LANGUAGE_LABELS } from '@/lib/code-languages'
import { courseForGrade } from '@/lib/grades'
import { QUICK_JOIN_DAYS } from '@/lib/students/quick-join'
import { m } from '@/paraglide/messages'
import type { ClassFormOptions } from '../class-form.server'
import { classKeys } from '../classes.queries'
import { type ClassFormValues, classFormSchema, loginTypeLabels, loginTypes } from '../classes.schemas'

interface ClassFormProps<TResult> {
  options: ClassFormOptions
  initial?: ClassFormValues
  /**
   * The signed-in adult: ticked on a new class; a teacher is always on the classes they save
   * (shown ticked and fixed).
   */
  myProfileId: string
  isAdmin: boolean
  submitLabel: string
  submit: (values: ClassFormValues) => Promise<TResult>
  onSaved?: (result: TResult) => void | Promise<void>
}

const emptyClassForm: ClassFormValues = {
  name: '',
  grade: null,
  loginType: 'picture',
  quickJoin: true,
  selfRegistration: true,
  teacherIds: [],
  cardIds: [],
}

/** Name, grade, how children sign in, quick join, co-teachers and courses of a class. */
export function ClassForm<TResult>({
  options,
  initial,
  myProfileId,
  isAdmin,
  submitLabel,
  submit,
  onSaved,
}: ClassFormProps<TResult>) {
  const isNew = !initial
  const { form } = useAppForm({
    defaultValues: initial ?? {
      ...emptyClassForm,
      // Whoever creates the class teaches it unless they untick themselves (an admin may).
      teacherIds: options.teachers.some((teacher) => teacher.profileId === myProfileId) ? [myProfileId] : [],
    },
    validators: { onSubmit: classFormSchema },
    submit,
    skipResetForm: true,
    // Class names and courses show on the class and student pages.
    invalidates: [classKeys.all, studentKeys.all],
    onSuccess: async (result) => {
      await onSaved?.(result)
    },
  })
  const allowed = new Set(options.allowedLoginTypes)
  const teacherOptions = options.teachers.map((teacher) => {
    const me = teacher.profileId === myProfileId
    return {
      value: teacher.profileId,
      label: (
        <>
          <span translate="no" dir="auto">
            {teacher.name}
          </span>
          {me ? ` ${m.classes_you()}` : null}
        </>
      ),
      description: teacher.role === 'ADMIN' ? m.dashboard_role_admin() : m.dashboard_role_teacher(),
      disabled: me && !isAdmin,
    }
  })

  return (
    <form.Form className="grid gap-6" aria-label={m.classes_settings_title()}>
      <form.FormError />
      {initial ? <form.FormSuccess>{m.classes_saved()}</form.FormSuccess> : null}
      <div className="grid items-end gap-4 sm:grid-cols-[2fr_1fr]">
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={m.onboarding_class_name()}
              hint={m.classes_name_hint()}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField
          name="grade"
          listeners={{
            // A new class gets the course made for its ages, until the teacher picks courses themselves.
            onChange: ({ value }) => {
              if (!isNew || form.getFieldMeta('cardIds')?.isDirty) return
              const course = courseForGrade(value, options.cards)
              form.setFieldValue('cardIds', course ? [course.id] : [], { dontUpdateMeta: true })
            },
          }}
        >
          {(field) => (
            <field.GradeField
              label={m.onboarding_grade()}
              emptyLabel={m.onboarding_mixed_grades()}
              showAges
            />
          )}
        </form.AppField>
      </div>

      <form.AppField name="loginType">
        {(field) => (
          <field.RadioCardsField
            legend={m.classes_login_legend()}
            columns={3}
            options={loginTypes.map((type) => ({
              value: type,
              title: loginTypeLabels[type].title(),
              description: allowed.has(type)
                ? loginTypeLabels[type].description()
                : m.classes_login_turned_off(),
              disabled: !allowed.has(type),
            }))}
          />
        )}
      </form.AppField>

      <form.AppField name="quickJoin">
        {(field) => (
          <field.CheckboxField
            label={m.classes_allow_quick_join()}
            description={m.classes_allow_quick_join_description({ days: QUICK_JOIN_DAYS })}
          />
        )}
      </form.AppField>

      <form.AppField name="selfRegistration">
        {(field) => (
          <field.CheckboxField
            label={m.classes_self_registration()}
            description={m.classes_self_registration_description()}
          />
        )}
      </form.AppField>

      <form.AppField name="teacherIds">
        {(field) => (
          <field.CheckboxGroupField
            legend={m.dashboard_nav_teachers()}
            options={teacherOptions}
            emptyText={m.classes_no_teachers()}
          >
            {!isAdmin ? <p className="text-slate-600 text-sm">{m.classes_always_teach()}</p> : null}
          </field.CheckboxGroupField>
        )}
      </form.AppField>

      <form.AppField name="cardIds">
        {(field) => (
          <field.CheckboxGroupField
            legend={m.dashboard_nav_courses()}
            hint={isNew ? m.classes_courses_hint() : undefined}
            options={options.cards.map((card) => ({
              value: card.id,
              // A course's title is its content's, English until content carries translations.
              label: <span lang="en">{card.title}</span>,
              description: m.classes_course_ages({
                min: card.ageMin,
                max: card.ageMax,
                language: CODE_LANGUAGE_LABELS[card.language],
              }),
            }))}
            emptyText={m.classes_no_courses()}
          />
        )}
      </form.AppField>

      {/* The button stays at the bottom of the screen while the form is longer than it (a laptop's
          800 pixels), so the class is made without hunting for it. The page keeps a focused field
          clear of it (app.css: scroll-padding), so the keyboard's focus is never hidden under it. */}
      <div
        data-sticky-actions
        className="sticky bottom-0 z-10 -mx-6 -mb-6 rounded-b-xl border-slate-200 border-t bg-white px-6 py-3"
      >
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </form.Form>
  )
}
