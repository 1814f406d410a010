import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { Card } from '@/components/ui/card'
import { RegisterForm } from '@/features/joining/components/register-form'

const searchSchema = z.object({ code: z.string().max(20).optional().catch(undefined) })

export const Route = createFileRoute('/student/register')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Create your student account · CodeSchool' }] }),
  component: RegisterPage,
})

function RegisterPage() {
  const { code } = Route.useSearch()
  return (
    <Card className="mx-auto grid w-full max-w-xl gap-4">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">Create your student account</h1>
        <p className="mt-1 text-slate-700">With a username and password you can sign in from any computer.</p>
      </div>
      <RegisterForm initialCode={code} />
    </Card>
  )
}
