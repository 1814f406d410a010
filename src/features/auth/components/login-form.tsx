import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { TextLink } from '@/components/ui/text-link'
import { apiRequest } from '@/lib/api-client'
import type { SessionSite } from '@/lib/cookie-lifetimes'
import type { Place } from '@/lib/hosts'
import { m } from '@/paraglide/messages'
import { adultLoginSchema, studentLoginSchema } from '../login.schemas'
import { afterLogin, type LoginAnswer } from '../session-flow'

interface LoginFormProps {
  place: Place
  schoolName: string | null
  site: SessionSite
  redirect?: string
  tab: 'adult' | 'student'
  onTabChange: (tab: 'adult' | 'student') => void
}

/** /login: adults with email and password, students with username and password (school hosts only). */
export function LoginForm({ place, schoolName, site, redirect, tab, onTabChange }: LoginFormProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'student' ? 'student' : 'adult')}>
      <TabsList aria-label={m.login_who()}>
        <TabsTrigger value="adult">{m.login_tab_adult()}</TabsTrigger>
        <TabsTrigger value="student">{m.login_tab_student()}</TabsTrigger>
      </TabsList>
      <TabsContent value="adult">
        <AdultLogin place={place} site={site} redirect={redirect} />
      </TabsContent>
      <TabsContent value="student">
        {place.kind === 'school' ? (
          <StudentLogin place={place} site={site} redirect={redirect} schoolName={schoolName} />
        ) : (
          <Alert title={m.login_students_on_school_page()}>
            <p>
              {m.login_ask_teacher_address()} <TextLink to="/go-to-school">{m.login_find_school()}</TextLink>
            </p>
          </Alert>
        )}
      </TabsContent>
    </Tabs>
  )
}

/** Where a sign-in happens and where it leads: what `afterLogin` needs. */
interface LoginTabProps {
  place: Place
  site: SessionSite
  redirect?: string
}

/** Both tabs sign in the same way; only the name they sign in with differs. */
async function signIn(
  values: { email: string; password: string } | { username: string; password: string },
  context: LoginTabProps,
) {
  const answer = await apiRequest<LoginAnswer>('auth/login', { method: 'POST', body: values })
  await afterLogin(answer, context)
}

function AdultLogin(context: LoginTabProps) {
  const { form } = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: adultLoginSchema },
    skipResetForm: true,
    submit: (values) => signIn(values, context),
  })
  return (
    <form.Form className="grid gap-5">
      <form.FormError />
      <form.AppField name="email">
        {(field) => (
          <field.TextField label={m.login_email()} type="email" autoComplete="username" inputMode="email" />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField label={m.login_password()} type="password" autoComplete="current-password" />
        )}
      </form.AppField>
      <form.SubmitButton pendingAfterSuccess size="lg">
        {m.login_submit()}
      </form.SubmitButton>
      <p className="text-center">
        <TextLink to="/forgot-password">{m.login_forgot()}</TextLink>
      </p>
    </form.Form>
  )
}

function StudentLogin({ schoolName, ...context }: LoginTabProps & { schoolName: string | null }) {
  const { form } = useAppForm({
    defaultValues: { username: '', password: '' },
    validators: { onSubmit: studentLoginSchema },
    skipResetForm: true,
    submit: (values) => signIn(values, context),
  })
  return (
    <form.Form className="grid gap-5">
      <p className="text-slate-700">{schoolName ? m.login_student_intro({ school: schoolName }) : null}</p>
      <form.FormError />
      <form.AppField name="username">
        {(field) => (
          <field.TextField
            label={m.login_username()}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField label={m.login_password()} type="password" autoComplete="current-password" />
        )}
      </form.AppField>
      <form.SubmitButton pendingAfterSuccess size="lg">
        {m.login_submit()}
      </form.SubmitButton>
      <p className="text-center">
        {m.login_got_code()} <TextLink to="/join">{m.login_join_class()}</TextLink>
      </p>
    </form.Form>
  )
}
