import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { placeOf, useRequestContext } from '@/features/auth/use-request-context'

const searchSchema = z.object({
  redirect: z.string().max(2048).optional().catch(undefined),
  tab: z.enum(['adult', 'student']).optional().catch(undefined),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Sign in · CodeSchool' }] }),
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const context = useRequestContext()
  const place = placeOf(context)
  const school = context?.place.kind === 'school' ? context.place.school : null
  return (
    <AuthCard
      title="Sign in"
      intro={school ? <p>to {school.name}</p> : <p>Welcome back to CodeSchool.</p>}
      footer={
        <p>
          New to CodeSchool?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 underline underline-offset-4">
            Start your school
          </Link>
        </p>
      }
    >
      <LoginForm
        place={place}
        schoolName={school?.name ?? null}
        productHost={context?.config.productHost ?? 'localhost:3000'}
        redirect={search.redirect}
        tab={search.tab ?? 'adult'}
        onTabChange={(tab) =>
          navigate({ search: (prev) => ({ ...prev, tab: tab === 'adult' ? undefined : tab }), replace: true })
        }
      />
    </AuthCard>
  )
}
