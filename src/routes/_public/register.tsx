import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/components/register-page'

/** /register (PRODUCT.md §2): a teacher joins a school with an invitation, or starts a new school. */
export const Route = createFileRoute('/_public/register')({
  head: () => ({ meta: [{ title: 'Register · CodeSchool' }] }),
  component: RegisterPage,
})
