import { Card } from '@/components/ui/card'
import { RegisterForm } from './register-form'

/** /student/register: a child makes their own account with a username and password, from a class code. */
export function StudentRegisterPage({ code }: { code?: string }) {
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
