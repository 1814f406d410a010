import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '@/features/auth/components/signup-page'

export const Route = createFileRoute('/_public/signup')({
  head: () => ({ meta: [{ title: 'Start your school · CodeSchool' }] }),
  component: SignupPage,
})
