import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { TextLink } from '@/components/ui/text-link'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { placeOf, productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'

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
          New to CodeSchool? <TextLink to="/signup">Start your school</TextLink>
        </p>
      }
    >
      <LoginForm
        place={place}
        schoolName={school?.name ?? null}
        site={productSiteOf(context)}
        redirect={search.redirect}
        tab={search.tab ?? 'adult'}
        onTabChange={(tab) =>
          navigate({ search: (prev) => ({ ...prev, tab: tab === 'adult' ? undefined : tab }), replace: true })
        }
      />
    </AuthCard>
  )
}
