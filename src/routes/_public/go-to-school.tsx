import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { GoToSchoolForm } from '@/features/auth/components/go-to-school-form'
import { productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/_public/go-to-school')({
  head: () => ({ meta: [{ title: 'Find your school · CodeSchool' }] }),
  component: GoToSchoolPage,
})

function GoToSchoolPage() {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Find your school"
      intro={<p>Every school has its own CodeSchool site. Let's find yours.</p>}
    >
      <GoToSchoolForm site={productSiteOf(context)} />
    </AuthCard>
  )
}
