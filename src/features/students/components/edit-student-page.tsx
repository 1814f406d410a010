import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { Card } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import { updateStudentFn } from '../students.functions'
import { studentQuery } from '../students.queries'
import { StudentForm } from './student-form'

/**
 * /dashboard/students/$studentUUID/edit: a student's names, grade and classes (only the classes the
 * visitor manages).
 */
export function EditStudentPage({ studentId }: { studentId: string }) {
  const { data: student } = useSuspenseQuery(studentQuery(studentId))
  const mine = new Set(student.classOptions.map((option) => option.id))
  const others = student.classes.filter((schoolClass) => !mine.has(schoolClass.id))
  return (
    <section>
      <p className="mb-2">
        <BackLink to="/dashboard/students/$studentUUID" params={{ studentUUID: studentId }}>
          <span translate="no" dir="auto">
            {student.name}
          </span>
        </BackLink>
      </p>
      <PageHeader
        title={m.students_edit_name({ name: student.name })}
        description={m.students_edit_description()}
      />
      <Card className="grid max-w-3xl gap-4">
        {others.length > 0 ? (
          <p className="text-slate-700">
            {m.students_also_in({ classes: others.map((schoolClass) => schoolClass.name).join(', ') })}
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
          submitLabel={m.students_save_student()}
          submit={(values) => updateStudentFn({ data: { studentId, ...values } })}
        />
      </Card>
    </section>
  )
}
