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
import { m } from '@/paraglide/messages'
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
          <BackLink to="/dashboard/students">{m.dashboard_nav_students()}</BackLink>
        </p>
        <PageHeader
          title={
            <span translate="no" dir="auto">
              {student.name}
            </span>
          }
          description={
            <span className="flex flex-wrap items-center gap-2">
              {student.grade === null ? m.students_grade_not_set() : gradeLabel(student.grade)}
              {student.role === 'STUDENT_SESSION' ? (
                <Badge tone="warning">{m.classes_quick_join()}</Badge>
              ) : null}
              <span>· {m.students_added_on({ date: shortDate(student.createdAt) })}</span>
            </span>
          }
          actions={
            <Link
              to="/dashboard/students/$studentUUID/edit"
              params={{ studentUUID: student.id }}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Pencil aria-hidden="true" className="size-5" />
              {m.students_edit()}
            </Link>
          }
        />
      </div>
      <Card aria-labelledby="classes-heading">
        <CardHeader id="classes-heading" title={m.dashboard_nav_classes()} />
        {student.classes.length === 0 ? (
          <p className="text-slate-700">{m.students_not_in_class()}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {student.classes.map((schoolClass) => (
              <li key={schoolClass.id}>
                <Link
                  to="/dashboard/groups/$groupUUID"
                  params={{ groupUUID: schoolClass.id }}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  <span translate="no" dir="auto">
                    {schoolClass.name}
                  </span>{' '}
                  <span className="font-mono text-slate-600" translate="no" dir="ltr">
                    {schoolClass.joinCode}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="login-heading">
        <CardHeader
          id="login-heading"
          title={m.students_signing_in()}
          description={m.students_signing_in_description()}
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
            title={m.students_export_title()}
            description={m.students_export_description()}
          />
          <DataExportPanel studentId={student.id} label={student.name} />
        </Card>
      ) : null}
      <Card aria-labelledby="danger-heading">
        <CardHeader
          id="danger-heading"
          title={m.students_delete_title()}
          description={m.students_delete_description()}
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
