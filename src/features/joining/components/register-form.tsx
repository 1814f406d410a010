import { useAppForm } from '@/components/form/use-app-form'
import { TextLink } from '@/components/ui/text-link'
import { guestLessonsToImport } from '@/features/progress'
import { browserStorage } from '@/lib/local-copy'
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
    <form.Form className="grid gap-5" aria-label="Create your student account">
      <form.FormError />
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            label="Class code"
            hint="Your teacher gives it to you. It has 6 letters and numbers."
            autoComplete="off"
            autoCapitalize="characters"
            className="font-mono uppercase tracking-widest"
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => <field.TextField label="First name" autoComplete="given-name" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last name" autoComplete="family-name" />}
        </form.AppField>
      </div>
      <form.AppField name="username">
        {(field) => (
          <field.TextField
            label="Username"
            hint="3 to 32 small letters, numbers, dots or dashes. You sign in with it."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label="Password"
            hint="At least 6 characters. Do not tell anyone but your teacher."
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap items-center gap-4">
        <form.SubmitButton>Create my account</form.SubmitButton>
        <TextLink to="/login" search={{ tab: 'student' }}>
          I already have one
        </TextLink>
      </div>
    </form.Form>
  )
}
