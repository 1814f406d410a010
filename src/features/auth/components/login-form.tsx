import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { SubmitButton } from '@/components/ui/submit-button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { apiRequest } from '@/lib/api-client'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { adultLoginSchema, studentLoginSchema } from '../auth.schemas'
import { afterLogin, type LoginAnswer, type Place } from '../session-flow'

interface LoginFormProps {
  place: Place
  schoolName: string | null
  productHost: string
  redirect?: string
  tab: 'adult' | 'student'
  onTabChange: (tab: 'adult' | 'student') => void
}

/** /login: adults with email and password, students with username and password (school hosts only). */
export function LoginForm({ place, schoolName, productHost, redirect, tab, onTabChange }: LoginFormProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'student' ? 'student' : 'adult')}>
      <TabsList aria-label="Who is signing in?">
        <TabsTrigger value="adult">Teacher or admin</TabsTrigger>
        <TabsTrigger value="student">Student</TabsTrigger>
      </TabsList>
      <TabsContent value="adult">
        <AdultLogin place={place} productHost={productHost} redirect={redirect} />
      </TabsContent>
      <TabsContent value="student">
        {place.kind === 'school' ? (
          <StudentLogin place={place} productHost={productHost} redirect={redirect} schoolName={schoolName} />
        ) : (
          <Alert title="Students sign in on their school's own page">
            <p>
              Ask your teacher for your school's address, or{' '}
              <Link to="/go-to-school" className="font-semibold text-brand-700 underline underline-offset-4">
                find your school
              </Link>
              .
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
  productHost: string
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
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: adultLoginSchema },
    skipResetForm: true,
    submit: (values) => signIn(values, context),
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            serverErrors={holder.fieldErrorsOf('email')}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label="Password"
            type="password"
            autoComplete="current-password"
            serverErrors={holder.fieldErrorsOf('password')}
          />
        )}
      </form.Field>
      <SubmitButton submitting={state.submitting || state.success} size="lg">
        Sign in
      </SubmitButton>
      <p className="text-center">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </form>
  )
}

function StudentLogin({ schoolName, ...context }: LoginTabProps & { schoolName: string | null }) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { username: '', password: '' },
    validators: { onSubmit: studentLoginSchema },
    skipResetForm: true,
    submit: (values) => signIn(values, context),
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-slate-700">
        {schoolName ? (
          <>Sign in to {schoolName} with the username and password your teacher gave you.</>
        ) : null}
      </p>
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form.Field name="username">
        {(field) => (
          <TextField
            field={field}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            serverErrors={holder.fieldErrorsOf('username')}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            label="Password"
            type="password"
            autoComplete="current-password"
            serverErrors={holder.fieldErrorsOf('password')}
          />
        )}
      </form.Field>
      <SubmitButton submitting={state.submitting || state.success} size="lg">
        Sign in
      </SubmitButton>
      <p className="text-center">
        Got a class code?{' '}
        <Link to="/join" className="font-semibold text-brand-700 underline underline-offset-4">
          Join your class
        </Link>
      </p>
    </form>
  )
}
