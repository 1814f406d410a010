import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { StudentForm } from '@/features/students/components/student-form'
import { updateStudentFn } from '@/features/students/students.functions'
import { studentQuery } from '@/features/students/students.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/students/$studentUUID/edit')({
  params: uuidParams('studentUUID'),
  head: () => ({ meta: [{ title: 'Edit student · CodeSchool' }] }),
  loader: ({ context, params }) =>
    notFoundOn404(() => context.queryClient.ensureQueryData(studentQuery(params.studentUUID))),
  component: EditStudentPage,
})

function EditStudentPage() {
  const { studentUUID } = Route.useParams()
  const { data: student } = useSuspenseQuery(studentQuery(studentUUID))
  const mine = new Set(student.classOptions.map((option) => option.id))
  const others = student.classes.filter((schoolClass) => !mine.has(schoolClass.id))
  return (
    <section>
      <p className="mb-2">
        <BackLink to="/dashboard/students/$studentUUID" params={{ studentUUID }}>
          {student.name}
        </BackLink>
      </p>
      <PageHeader
        title={`Edit ${student.name}`}
        description="Move the student between classes by ticking the classes they are in now."
      />
      <Card className="grid max-w-3xl gap-4">
        {others.length > 0 ? (
          <p className="text-slate-700">
            Also in {others.map((schoolClass) => schoolClass.name).join(', ')} (another teacher's; not changed
            here).
          </p>
        ) : null}
        <StudentForm
          mode="edit"
          classes={student.classOptions}
          initial={{
            firstName: student.firstName ?? student.name,
            lastName: student.lastName ?? '',
            username: student.username ?? '',
            grade: student.grade,
            classIds: student.classes
              .filter((schoolClass) => mine.has(schoolClass.id))
              .map((schoolClass) => schoolClass.id),
          }}
          submitLabel="Save student"
          submit={(values) => updateStudentFn({ data: { studentId: studentUUID, ...values } })}
        />
      </Card>
    </section>
  )
}
