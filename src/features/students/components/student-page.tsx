import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { DataExportPanel } from '@/features/exports'
import { SignInCardPanel } from '@/features/sign-in-providers'
import { shortDate } from '@/lib/format'
import { gradeLabel } from '@/lib/grades'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { deleteStudentFn, resetStudentSecretFn, unlockStudentFn } from '../students.functions'
import { studentQuery } from '../students.queries'
import { DeleteStudentButton } from './delete-student-dialog'
import { StudentLoginDetails } from './student-login-details'

/** /dashboard/students/$studentUUID: one student: their classes, how they sign in, deleting them. */
export function StudentPage({ studentId }: { studentId: string }) {
  const { data: student } = useSuspenseQuery(studentQuery(studentId))
  const navigate = useNavigate()
  const visitorType = useRequestContext()?.visitor?.type
  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/students">Students</BackLink>
        </p>
        <PageHeader
          title={student.name}
          description={
            <span className="flex flex-wrap items-center gap-2">
              {student.grade === null ? 'Grade not set' : gradeLabel(student.grade)}
              {student.role === 'STUDENT_SESSION' ? <Badge tone="warning">Quick join</Badge> : null}
              <span>· added {shortDate(student.createdAt)}</span>
            </span>
          }
          actions={
            <Link
              to="/dashboard/students/$studentUUID/edit"
              params={{ studentUUID: student.id }}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Pencil aria-hidden="true" className="size-5" />
              Edit
            </Link>
          }
        />
      </div>
      <Card aria-labelledby="classes-heading">
        <CardHeader id="classes-heading" title="Classes" />
        {student.classes.length === 0 ? (
          <p className="text-slate-700">Not in a class. Edit the student to put them in one.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {student.classes.map((schoolClass) => (
              <li key={schoolClass.id}>
                <Link
                  to="/dashboard/groups/$groupUUID"
                  params={{ groupUUID: schoolClass.id }}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  {schoolClass.name} <span className="font-mono text-slate-600">{schoolClass.joinCode}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="login-heading">
        <CardHeader
          id="login-heading"
          title="Signing in"
          description="Each class decides whether its children use the picture, the words or the username and password."
        />
        <StudentLoginDetails
          student={student}
          onReset={(what) => resetStudentSecretFn({ data: { studentId: student.id, what } })}
          onUnlock={() => unlockStudentFn({ data: { studentId: student.id } })}
        />
      </Card>
      {student.role === 'STUDENT' ? <SignInCardPanel studentId={student.id} /> : null}
      {visitorType === 'admin' || visitorType === 'staff' ? (
        <Card aria-labelledby="export-heading">
          <CardHeader
            id="export-heading"
            title="Export this student’s data"
            description="A ZIP of what CodeSchool holds about this student (details, progress, saved code, teachers' comments), for the student's family or their next school."
          />
          <DataExportPanel studentId={student.id} label={student.name} />
        </Card>
      ) : null}
      <Card aria-labelledby="danger-heading">
        <CardHeader
          id="danger-heading"
          title="Delete"
          description="Leaving the school? Deleting removes the student and all their work."
        />
        <DeleteStudentButton
          name={student.name}
          onDelete={async () => {
            await deleteStudentFn({ data: { studentId: student.id } })
            await navigate({ to: '/dashboard/students' })
          }}
        />
      </Card>
    </section>
  )
}
