import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { RegisterForm } from './register-form'

/** /student/register: a child makes their own account with a username and password, from a class code. */
export function StudentRegisterPage({ code }: { code?: string }) {
  return (
    <Card className="mx-auto grid w-full max-w-xl gap-4">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">{m.student_register_title()}</h1>
        <p className="mt-1 text-slate-700">{m.student_register_lead()}</p>
      </div>
      <RegisterForm initialCode={code} />
    </Card>
  )
}
