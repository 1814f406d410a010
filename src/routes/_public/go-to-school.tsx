import { createFileRoute } from '@tanstack/react-router'
import { GoToSchoolPage } from '@/features/auth/components/go-to-school-page'

export const Route = createFileRoute('/_public/go-to-school')({
  head: () => ({ meta: [{ title: 'Find your school · CodeSchool' }] }),
  component: GoToSchoolPage,
})
