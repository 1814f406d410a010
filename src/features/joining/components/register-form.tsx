import { useAppForm } from '@/components/form/use-app-form'
import { TextLink } from '@/components/ui/text-link'
import { guestLessonsToImport } from '@/features/progress'
import { browserStorage } from '@/lib/local-copy'
import { m } from '@/paraglide/messages'
import { registerStudentFn } from '../joining.functions'
import { type RegisterStudentValues, registerStudentSchema } from '../joining.schemas'

/** /student/register: an older student makes a username + password account and joins a class. */
export function RegisterForm({ initialCode }: { initialCode?: string }) {
  const { form } = useAppForm<RegisterStudentValues, { redirectTo: string }>({
    defaultValues: { code: initialCode ?? '', firstName: '', lastName: '', username: '', password: '' },
    validators: { onSubmit: registerStudentSchema as never },
    submit: (values) => registerStudentFn({ data: values }),
    skipResetForm: true,
    onSuccess: (result) => {
      // Free lessons played on this computer as a guest are offered on My courses first.
      const guestWork = guestLessonsToImport(browserStorage() as Storage | null).length > 0
      window.location.assign(guestWork ? '/student/courses' : result.redirectTo)
    },
  })
  return (
    <form.Form className="grid gap-5" aria-label={m.student_register_title()}>
      <form.FormError />
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            label={m.student_register_code()}
            hint={m.student_register_code_hint()}
            autoComplete="off"
            autoCapitalize="characters"
            className="font-mono uppercase tracking-widest"
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => <field.TextField label={m.student_register_first_name()} autoComplete="given-name" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label={m.student_register_last_name()} autoComplete="family-name" />}
        </form.AppField>
      </div>
      <form.AppField name="username">
        {(field) => (
          <field.TextField
            label={m.student_register_username()}
            hint={m.student_register_username_hint()}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={m.student_register_password()}
            hint={m.student_register_password_hint()}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap items-center gap-4">
        <form.SubmitButton>{m.student_register_submit()}</form.SubmitButton>
        <TextLink to="/login" search={{ tab: 'student' }}>
          {m.student_register_have_one()}
        </TextLink>
      </div>
    </form.Form>
  )
}
